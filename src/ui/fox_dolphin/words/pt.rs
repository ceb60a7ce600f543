//! Raposa & Golfinho, em português do Brasil.
//!
//! Números decimais com vírgula (`0,5 s`); plurais pela regra do CLDR para
//! `pt` (0 e 1 no singular), com "nenhum" onde soa melhor.

use super::Entries;
use crate::rules::fox_dolphin::{
    floods_at, EndReason, LogError, MoveError as FdMoveError, Outcome as FdOutcome, SettingsError,
    Species, Surface, MAX_BOARD_SIZE, MAX_COOLDOWN_MS, MAX_LOG_BYTES, MAX_TIDE_INTERVAL_MS,
    MAX_TIME_LIMIT_MS, MIN_BOARD_SIZE, MIN_COOLDOWN_MS, MIN_TIDE_INTERVAL_MS, MIN_TIME_LIMIT_MS,
    TICK_MS,
};
use crate::ui::i18n::{clock, decimal, plural_pt as plural};

pub(crate) fn seconds(ms: u64) -> String {
    format!("{} s", decimal(ms.div_ceil(100), ','))
}

pub(crate) fn species(species: Species) -> &'static str {
    match species {
        Species::Fox => "Raposas",
        Species::Dolphin => "Golfinhos",
    }
}

pub(crate) fn settings_reason(error: &SettingsError) -> String {
    match error {
        SettingsError::SizeOutOfRange(n) => format!(
            "o tamanho de tabuleiro {n} não é permitido: deve ser de {MIN_BOARD_SIZE} a {MAX_BOARD_SIZE}"
        ),
        SettingsError::CooldownOutOfRange(ms) => format!(
            "a espera de {ms} ms não é permitida: deve ser de {MIN_COOLDOWN_MS} a {MAX_COOLDOWN_MS} ms"
        ),
        SettingsError::TideIntervalOutOfRange(ms) => format!(
            "o intervalo da maré de {ms} ms não é permitido: deve ser de {MIN_TIDE_INTERVAL_MS} a {MAX_TIDE_INTERVAL_MS} ms"
        ),
        SettingsError::TimeLimitOutOfRange(ms) => format!(
            "o limite de tempo de {ms} ms não é permitido: deve ser de {MIN_TIME_LIMIT_MS} a {MAX_TIME_LIMIT_MS} ms"
        ),
    }
}

pub(crate) fn log_reason(error: &LogError) -> String {
    let at = |tick: &u64| tick.saturating_mul(TICK_MS);
    match error {
        LogError::Malformed => "isto não é um jogo salvo".to_owned(),
        LogError::TooLong { bytes } => {
            format!("este jogo salvo é longo demais ({bytes} bytes; no máximo {MAX_LOG_BYTES})")
        }
        LogError::Truncated => "este jogo salvo está cortado".to_owned(),
        LogError::UnknownVersion(v) => {
            format!("este jogo salvo tem o formato {v}, que esta versão do jogo não sabe ler")
        }
        LogError::Settings(e) => format!(
            "as configurações deste jogo salvo estão erradas: {}",
            settings_reason(e)
        ),
        LogError::UnknownController(c) => {
            format!("este jogo salvo cita um jogador desconhecido ({c})")
        }
        LogError::UnknownIntent(k) => {
            format!("este jogo salvo tem um tipo de jogada desconhecido ({k})")
        }
        LogError::ImpossibleTick { tick } => format!(
            "este jogo salvo tem uma jogada aos {} ms, quando o jogo não pode estar em andamento",
            at(tick)
        ),
        LogError::ComputerSeat { tick } => format!(
            "este jogo salvo tem uma jogada de pessoa aos {} ms num lugar que o computador joga",
            at(tick)
        ),
        LogError::OffBoard { tick } => format!(
            "este jogo salvo tem uma jogada aos {} ms a partir de uma casa fora do tabuleiro",
            at(tick)
        ),
        LogError::IntentAfterEnd { tick } => format!(
            "este jogo salvo tem uma jogada aos {} ms, depois do fim do jogo",
            at(tick)
        ),
        LogError::TrailingBytes => "este jogo salvo tem dados a mais no fim".to_owned(),
        LogError::DigestMismatch => {
            "este jogo salvo não se repete como foi gravado (outra versão do jogo, ou foi alterado)"
                .to_owned()
        }
    }
}

pub(crate) fn outcome(outcome: FdOutcome) -> String {
    let why = match outcome.reason {
        EndReason::SpeciesEaten => match outcome.winner {
            Some(Species::Fox) => "todos os golfinhos foram comidos",
            _ => "todas as raposas foram comidas",
        },
        EndReason::OpponentLeft => "o outro lado saiu",
        EndReason::TimeLimit => "o tempo acabou",
    };
    match outcome.winner {
        Some(Species::Fox) => format!("As raposas vencem: {why}."),
        Some(Species::Dolphin) => format!("Os golfinhos vencem: {why}."),
        None => format!("Empate: {why} com números iguais."),
    }
}

pub const PT: Entries = Entries {

    fd_setup: "Novo jogo",
    fd_size: "Tamanho do tabuleiro",
    fd_foxes: "Raposas",
    fd_dolphins: "Golfinhos",
    fd_speed: "Velocidade",
    fd_custom: "Personalizada",
    fd_cooldown: "Espera (ms)",
    fd_tide_interval: "Passo da maré a cada (ms)",
    fd_limit: "Limite de tempo",
    fd_no_limit: "Nenhum",
    fd_seed: "Semente",
    fd_new_seed: "Nova semente",
    fd_start: "Começar",
    fd_setup_help: "As raposas ficam com o primeiro lugar, os golfinhos com o segundo. O link na barra de endereço reproduz este jogo: mesma semente, mesma ilha.",

    fd_board_label: "Tabuleiro de Raposa & Golfinho",
    fd_pause: "Pausar",
    fd_resume: "Continuar",
    fd_leave: "Sair",
    fd_stop: "Parar de assistir",
    fd_zoom: "Zoom",
    fd_paused_banner: "Pausado",
    fd_watching: "Computador contra computador: você está assistindo",
    fd_tide: "Maré",
    fd_time: "Tempo",
    fd_events: "Acontecimentos",
    fd_cooldown_label: "Espera",
    fd_ready: "pronto",
    fd_keys_help: "Clique num dos seus animais e depois numa casa destacada. Teclado: as setas movem o cursor, Enter seleciona e move.",
    fd_play_help: "Clique num dos seus animais e depois numa casa destacada; onde só um dos seus animais pode ir, um clique na casa o leva até lá, e dá para arrastar um animal até uma casa. Teclado: as setas movem o cursor, Enter seleciona e move.",
    fd_stranded: "encalhado",
    fd_swimming: "nadando",
    fd_selected: "selecionado",
    fd_target: "pode mover para cá",

    fd_result: "Fim de jogo",
    fd_figures: "O jogo em números",
    fd_rematch: "Revanche (mesma semente)",
    fd_rematch_new: "Revanche (nova semente)",
    fd_change_setup: "Mudar configuração",
    fd_duration: "Duração",
    fd_left: "Animais restantes",
    fd_eaten: "Comidos por",
    fd_moves: "Jogadas",
    fd_tide_steps: "Passos da maré",
    fd_digest: "Resumo do jogo",
    fd_watch_replay: "Ver replay",
    fd_copy_link: "Copiar link do replay",
    fd_link_label: "Link do replay",
    fd_link_copied: "Link copiado.",
    fd_copy_failed: "Este navegador não deixou a página copiar: selecione o link e copie-o.",
    fd_link_too_long: "Este jogo é longo demais para um link: baixe-o em vez disso.",
    fd_download: "Baixar replay",
    fd_open_file: "Abrir arquivo de replay",
    fd_open_help: "Assista a um jogo salvo com Baixar replay (um arquivo .fdlog).",
    fd_replay: "Replay",
    fd_checking: "Verificando o replay",
    fd_cancel: "Cancelar",
    fd_play: "Reproduzir",
    fd_scrub: "Momento do jogo",
    fd_next_event: "Próximo acontecimento",
    fd_close_replay: "Fechar replay",
    fd_replay_help: "Arraste o controle para qualquer momento; Próximo acontecimento pula para a próxima jogada, captura ou passo da maré. As setas movem o cursor no tabuleiro.",
    online_entry_help: "Jogar online: um lugar marcado para alguém neste aparelho fica com um convidado em outro aparelho, na ordem em que os convidados entram; quem vier depois assiste. Sem servidor: o seu navegador roda o jogo.",

    fd_tide_glyph: |floods| if floods { "▼" } else { "▲" },
    fd_seat_you: "Você",
    fd_seat_friend: "Alguém neste aparelho",
    fd_seat_easy: "Computador: fácil",
    fd_seat_normal: "Computador: normal",
    fd_seat_hard: "Computador: difícil",
    fd_seat_expert: "Computador: especialista",
    fd_speed_relaxed: "Tranquila",
    fd_speed_normal: "Normal",
    fd_speed_lightning: "Relâmpago",
    fd_size_choice: |size| format!("{size} × {size}"),
    fd_pace_quick: "Partida rápida: a maioria termina quando um lado come todos os animais do outro.",
    fd_pace_longer: "Partida mais longa: algumas terminam quando um lado come o outro, muitas no limite de tempo, em que vence o lado com mais animais.",
    fd_pace_long: "Partida longa, com muitos animais: quase todas vão até o limite de tempo, em que vence o lado com mais animais.",
    fd_level_for_easy: "Fácil: para as primeiras partidas.",
    fd_level_for_normal: "Normal: uma luta justa para quem já sabe as regras.",
    fd_level_for_hard: "Difícil: para quem já tem prática; lê a maré.",
    fd_level_for_expert: "Especialista: o mais forte; pensa lances à frente.",
    fd_record: |seat, wins, losses, draws| {
        let seat = match seat {
            Species::Fox => "as raposas",
            Species::Dolphin => "os golfinhos",
        };
        if wins + losses + draws == 0 {
            return format!("Você com {seat} contra este nível: nenhuma partida ainda neste aparelho.");
        }
        format!(
            "Você com {seat} contra este nível, neste aparelho: {wins} {}, {losses} {}, {draws} {}.",
            plural(wins.into(), "vitória", "vitórias"),
            plural(losses.into(), "derrota", "derrotas"),
            plural(draws.into(), "empate", "empates"),
        )
    },
    fd_try_level: |level| format!("Tentar o nível {level} agora"),
    fd_level_easy: "fácil",
    fd_level_normal: "normal",
    fd_level_hard: "difícil",
    fd_level_expert: "especialista",
    fd_one_tap: |species, row, col| {
        let animal = match species {
            Species::Fox => "a sua raposa",
            Species::Dolphin => "o seu golfinho",
        };
        format!("Enter traz para cá {animal} da linha {}, coluna {}", row + 1, col + 1)
    },
    fd_minutes: |s| {
        if s % 60 == 0 {
            format!("{} min", s / 60)
        } else {
            format!("{s} s")
        }
    },
    fd_tile_name: |row, col, surface, occupant| {
        let surface = match surface {
            Surface::Land => "terra",
            Surface::Water => "água",
        };
        let occupant = match occupant {
            Some(Species::Fox) => "raposa",
            Some(Species::Dolphin) => "golfinho",
            None => "vazia",
        };
        format!("Linha {}, coluna {}, {surface}, {occupant}", row + 1, col + 1)
    },
    fd_species_plural: species,
    fd_side_label: |s, who| format!("{}: {who}", species(s)),
    fd_count: |count| match count {
        0 => "nenhum restante".to_owned(),
        n => format!("{n} {}", plural(n as u64, "restante", "restantes")),
    },
    fd_time_of_limit: |elapsed, limit| match limit {
        Some(limit) => format!("{} de {}", clock(elapsed), clock(limit)),
        None => format!("{} (sem limite)", clock(elapsed)),
    },
    fd_tide_status: |floodstate, next_floods, ms_to_next| {
        let step = floodstate + 1;
        let phase = if floods_at(floodstate) {
            "maré alta"
        } else {
            "maré baixa"
        };
        let next = if next_floods { "inunda" } else { "emerge" };
        match ms_to_next {
            Some(ms) => format!(
                "Passo {step} de 6 ({phase}). O próximo passo {next} em {} s",
                ms.div_ceil(1_000)
            ),
            None => format!("Passo {step} de 6 ({phase})"),
        }
    },
    fd_tide_step_name: |floodstate| {
        if floods_at(floodstate) {
            format!("Passo {}: inunda", floodstate + 1)
        } else {
            format!("Passo {}: emerge", floodstate + 1)
        }
    },
    fd_seconds: seconds,
    fd_feed_fox_ate: |row, col| format!("Uma raposa comeu um golfinho encalhado na linha {}, coluna {}.", row + 1, col + 1),
    fd_feed_dolphin_ate: |row, col| format!("Um golfinho comeu uma raposa que nadava na linha {}, coluna {}.", row + 1, col + 1),
    fd_feed_flooded: |step, count| {
        let tiles = plural(count as u64, "casa inundada", "casas inundadas");
        format!("Maré alta (passo {step} de 6): {count} {tiles}.")
    },
    fd_feed_surfaced: |step, count| {
        let tiles = plural(count as u64, "casa emergiu", "casas emergiram");
        format!("Maré baixa (passo {step} de 6): {count} {tiles}.")
    },
    fd_refusal_paused: "O jogo está pausado.",
    fd_refusal_watching: "Computador contra computador: você está assistindo.",
    fd_move_error: |error| {
        match error {
            FdMoveError::CoolingDown { remaining_ms } => {
                return format!("Espere {}: em espera.", seconds(*remaining_ms));
            }
            FdMoveError::GameNotRunning => "O jogo não está em andamento.",
            FdMoveError::OffBoard => "Essa casa fica fora do tabuleiro.",
            FdMoveError::NotAdjacent => "Um passo de cada vez: esquerda, direita, cima ou baixo.",
            FdMoveError::NotYourAnimal => "Esse não é um dos seus animais.",
            FdMoveError::SameSpecies => "Um dos seus animais já está lá.",
            FdMoveError::DolphinStranded => "Um golfinho encalhado não pode se mover.",
            FdMoveError::DolphinOntoLand => "Um golfinho não pode ir para a terra.",
            FdMoveError::FoxTooFarFromLand => "Longe demais da terra para nadar.",
            FdMoveError::FoxCannotEatSwimmingDolphin => "Uma raposa só come golfinhos encalhados.",
        }
        .to_owned()
    },
    fd_outcome: outcome,
    fd_pair: |foxes, dolphins| format!("raposas {foxes}, golfinhos {dolphins}"),
    fd_times: |speed| format!("{speed}×"),
    fd_notice_settings: |error| format!("Este jogo não pode começar: {}.", settings_reason(error)),
    fd_notice_replay: |error| format!("Este replay não pode ser mostrado: {}.", log_reason(error)),
    fd_notice_file_unreadable: "Não foi possível ler este arquivo: escolha-o de novo, ou outro.",
    fd_notice_field: |value, why| format!("“{value}” não foi usado: {why}; a configuração não mudou."),
    fd_log_error: log_reason,
    fd_replay_file_name: |seed| format!("raposa-golfinho-{seed}.fdlog"),
};
