//! Raposa & Golfinho, em português do Brasil.
//!
//! Números decimais com vírgula (`0,5 s`); plurais pela regra do CLDR para
//! `pt` (0 e 1 no singular), com "nenhum" onde soa melhor.

use super::Entries;
use crate::rules::fox_dolphin::{
    MAX_BOARD_SIZE, MAX_COOLDOWN_MS, MAX_FIRST_TIDE_MS, MAX_LOG_BYTES, MAX_TIDE_INTERVAL_MS,
    MAX_TIME_LIMIT_MS, MIN_BOARD_SIZE, MIN_COOLDOWN_MS, MIN_FIRST_TIDE_MS, MIN_TIDE_INTERVAL_MS,
    MIN_TIME_LIMIT_MS,
};
use crate::ui::i18n::{clock, decimal, plural_pt as plural};

fn seconds(ms: u64) -> String {
    format!("{} s", decimal(ms.div_ceil(100), ','))
}

pub const PT: Entries = Entries {

    fd_setup: "Novo jogo",
    fd_size: "Tamanho do tabuleiro",
    fd_foxes: "Raposas",
    fd_dolphins: "Golfinhos",
    fd_speed: "Velocidade",
    fd_custom: "Personalizada",
    fd_cooldown: "Espera entre movimentos (s)",
    fd_tide_interval: "Passo da maré a cada (s)",
    fd_first_tide: "Primeiro passo da maré após (s)",
    fd_limit: "Limite de tempo",
    fd_no_limit: "Nenhum (no máximo uma hora)",
    fd_seed: "Número da ilha",
    fd_new_seed: "Outra ilha",
    fd_start: "Começar",
    fd_setup_help: "Escolha quem joga cada lado. O link na barra de endereço abre este mesmo jogo de novo: a mesma ilha, a mesma maré.",

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
    fd_key: "Legenda",
    fd_key_land: "Pontilhado: terra, a ilha das raposas.",
    fd_key_water: "Claro com listras: água, o mar dos golfinhos.",
    fd_key_danger: "Hachurado: em perigo, uma raposa nadando ou um golfinho encalhado; pode ser comido.",
    fd_key_target: "Um ponto: onde o animal selecionado pode ir.",
    fd_key_tide: "Maré: ▼ um passo inunda terra, ▲ um passo a devolve; com moldura é agora, tracejado é o próximo.",
    fd_key_cooldown: "Barra sob cada lado: a espera antes de poder mover de novo.",

    fd_result: "Fim de jogo",
    fd_you_win: "Você ganhou",
    fd_you_lose: "Você perdeu",
    fd_you_drew: "Empate",
    fd_figures: "O jogo em números",
    fd_rematch: "Revanche (mesma ilha)",
    fd_rematch_new: "Revanche (nova ilha)",
    fd_change_setup: "Mudar configuração",
    fd_duration: "Duração",
    fd_left: "Animais restantes",
    fd_eaten: "Capturas",
    fd_moves: "Jogadas",
    fd_tide_steps: "Passos da maré",
    fd_digest: "Resumo do jogo",
    fd_tip_title: "Dica:",
    fd_tip_fox: "tire suas raposas da beira antes de a água subir. Quando a maré diz que o próximo passo inunda, leve-as para o interior: uma raposa que a maré deixa nadando pode ser comida.",
    fd_tip_dolphin: "afaste seus golfinhos da beira da ilha antes de a terra voltar. Quando a maré diz que o próximo passo emerge, nade para longe: um golfinho que a maré deixa em terra pode ser comido.",
    fd_tip_dismiss: "Entendi",
    fd_what_happened: "O que aconteceu",
    fd_what_happened_link: "Os momentos que mais lhe custaram, cada um no tabuleiro com a jogada que o nível mais forte teria feito.",
    fd_for_developers: "Para desenvolvedores",
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
    online_entry_help: "Jogar online: você fica com o seu lado e o outro vai para alguém em outro aparelho, que entra pelo link do convite; o jogo começa quando essa pessoa entra, e quem vier depois assiste. Sem servidor: o seu navegador roda o jogo.",
    online_keep_computer: "Ou jogar online com o computador no lado dele (os convidados assistem)",

    fd_tide_glyph: |floods| if floods { "▼" } else { "▲" },
    fd_seat_you: "Você",
    fd_seat_friend: "Alguém neste aparelho",
    fd_seat_easy: "Computador: 1 · Fácil",
    fd_seat_normal: "Computador: 12 · Normal",
    fd_seat_hard: "Computador: 20 · Difícil",
    fd_seat_expert: "Computador: 21 · Especialista",
    fd_seat_gentle: "Computador: 3 · Suave",
    fd_seat_calm: "Computador: 4 · Calmo",
    fd_seat_mellow: "Computador: 5 · Sereno",
    fd_seat_steady: "Computador: 6 · Firme",
    fd_seat_brisk: "Computador: 8 · Esperto",
    fd_seat_lively: "Computador: 10 · Animado",
    fd_seat_keen: "Computador: 13 · Atento",
    fd_seat_swift: "Computador: 14 · Veloz",
    fd_seat_sharp: "Computador: 17 · Afiado",
    fd_seat_fierce: "Computador: 19 · Feroz",
    fd_seat_bold: "Computador: 16 · Ousado",
    fd_seat_mild: "Computador: 2 · Brando",
    fd_seat_nimble: "Computador: 7 · Ágil",
    fd_seat_eager: "Computador: 9 · Disposto",
    fd_seat_ready: "Computador: 11 · Pronto",
    fd_seat_rapid: "Computador: 15 · Rápido",
    fd_seat_daring: "Computador: 18 · Audaz",
    fd_speed_relaxed: "Lenta",
    fd_speed_normal: "Normal",
    fd_speed_lightning: "Rápida",
    fd_size_choice: |size| format!("{size} × {size}"),
    fd_pace_quick: "Partida rápida: a maioria termina quando um lado come todos os animais do outro.",
    fd_pace_longer: "Partida mais longa: algumas terminam quando um lado come o outro, muitas no limite de tempo, em que vence o lado com mais animais.",
    fd_pace_long: "Partida longa, com muitos animais: quase todas vão até o limite de tempo, em que vence o lado com mais animais.",
    fd_level_for_easy: "1 · Fácil: para as primeiras partidas.",
    fd_level_for_normal: "12 · Normal: uma luta justa para quem já sabe as regras.",
    fd_level_for_hard: "20 · Difícil: para quem joga muito depressa; move assim que pode.",
    fd_level_for_expert: "21 · Especialista: o mais forte; pensa lances à frente.",
    fd_level_for_gentle: "3 · Suave: para as primeiras vitórias de quem joga devagar, com cuidado.",
    fd_level_for_calm: "4 · Calmo: para quem joga devagar e já conhece os movimentos.",
    fd_level_for_mellow: "5 · Sereno: para quem joga de vez em quando.",
    fd_level_for_steady: "6 · Firme: para quem joga de vez em quando e quer mais.",
    fd_level_for_brisk: "8 · Esperto: para quem joga de vez em quando e já lê a maré.",
    fd_level_for_lively: "10 · Animado: para quem está quase pronto para o 12 · Normal.",
    fd_level_for_keen: "13 · Atento: para quem joga bem e quer mais.",
    fd_level_for_swift: "14 · Veloz: para quem joga depressa.",
    fd_level_for_sharp: "17 · Afiado: para quem joga depressa e lê a maré.",
    fd_level_for_fierce: "19 · Feroz: para quem joga forte e depressa.",
    fd_level_for_bold: "16 · Ousado: para quem joga depressa e quer mais.",
    fd_level_for_mild: "2 · Brando: para as primeiras vitórias de quem começa.",
    fd_level_for_nimble: "7 · Ágil: para quem joga de vez em quando e sobe.",
    fd_level_for_eager: "9 · Disposto: para quem já ganha muito.",
    fd_level_for_ready: "11 · Pronto: para quem está a um passo do 12 · Normal.",
    fd_level_for_rapid: "15 · Rápido: para quem joga depressa, um passo acima.",
    fd_level_for_daring: "18 · Audaz: para quem joga depressa, quase no 19 · Feroz.",
    fd_try_level: |level| format!("Tentar o nível {level} agora"),
    fd_try_lower: |level| format!("Tentar um nível mais fácil: {level}"),
    fd_lost_pair: |foxes, dolphins| format!("Raposas perdidas: {foxes} · Golfinhos perdidos: {dolphins}"),
    fd_level_easy: "1 · Fácil",
    fd_level_normal: "12 · Normal",
    fd_level_hard: "20 · Difícil",
    fd_level_expert: "21 · Especialista",
    fd_level_gentle: "3 · Suave",
    fd_level_calm: "4 · Calmo",
    fd_level_mellow: "5 · Sereno",
    fd_level_steady: "6 · Firme",
    fd_level_brisk: "8 · Esperto",
    fd_level_lively: "10 · Animado",
    fd_level_keen: "13 · Atento",
    fd_level_swift: "14 · Veloz",
    fd_level_sharp: "17 · Afiado",
    fd_level_fierce: "19 · Feroz",
    fd_level_bold: "16 · Ousado",
    fd_level_mild: "2 · Brando",
    fd_level_nimble: "7 · Ágil",
    fd_level_eager: "9 · Disposto",
    fd_level_ready: "11 · Pronto",
    fd_level_rapid: "15 · Rápido",
    fd_level_daring: "18 · Audaz",
    fd_minutes: |s| {
        if s % 60 == 0 {
            format!("{} min", s / 60)
        } else {
            format!("{s} s")
        }
    },
    fd_count: |count| match count {
        0 => "nenhum restante".to_owned(),
        n => format!("{n} {}", plural(n as u64, "restante", "restantes")),
    },
    fd_time_of: |elapsed, limit| format!("{} de {}", clock(elapsed), clock(limit)),
    fd_time_no_limit: |elapsed| format!("{} (sem limite)", clock(elapsed)),
    fd_tide_high: "maré alta",
    fd_tide_low: "maré baixa",
    fd_tide_floods: "inunda",
    fd_tide_surfaces: "emerge",
    fd_reason_seat: "um lugar deve ser you, friend ou um nível (easy, mild, gentle, calm, mellow, steady, nimble, brisk, eager, lively, ready, normal, keen, swift, rapid, bold, sharp, daring, fierce, hard, expert)",
    fd_tide_now: |step, phase| format!("Passo {step} de 6 ({phase})"),
    fd_tide_next: |now, next, seconds, more| match more {
        0 => format!("{now}. O próximo passo {next} em {seconds} s, e então a maré vira"),
        _ => format!("{now}. O próximo passo {next} em {seconds} s, e mais {more} antes de a maré virar"),
    },
    fd_tide_first: |now, next, seconds| format!("{now}. A maré espera: o primeiro passo {next} {seconds} s depois da contagem"),
    fd_starts_in: |seconds| format!("Começa em {seconds}"),
    fd_tide_step_does: |step, does| format!("Passo {step}: {does}"),
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
    fd_refusal_starting: "Espere o início: 3, 2, 1.",
    fd_pair: |foxes, dolphins| format!("raposas {foxes}, golfinhos {dolphins}"),
    fd_times: |speed| format!("{speed}×"),
    fd_notice_file_unreadable: "Não foi possível ler este arquivo: escolha-o de novo, ou outro.",
    fd_notice_field: |value, why| format!("“{value}” não foi usado: {why}; a configuração não mudou."),
    fd_replay_file_name: |seed| format!("raposa-golfinho-{seed}.fdlog"),
    fd_record_foxes: "as raposas",
    fd_record_dolphins: "os golfinhos",
    fd_record_of: |seat, wins, losses, draws| {
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
    fd_one_tap_fox: "a sua raposa",
    fd_one_tap_dolphin: "o seu golfinho",
    fd_one_tap_of: |animal, row, col| {
        format!("Enter traz para cá {animal} da linha {}, coluna {}", row + 1, col + 1)
    },
    fd_tile_land: "terra",
    fd_tile_water: "água",
    fd_tile_fox: "raposa",
    fd_tile_dolphin: "golfinho",
    fd_tile_empty: "vazia",
    fd_tile: |row, col, surface, occupant| {
        format!("Linha {}, coluna {}, {surface}, {occupant}", row + 1, col + 1)
    },
    fd_side: |side, who| format!("{side}: {who}"),
    fd_move_cooling_down: |ms| format!("Espere {}: em espera.", seconds(ms)),
    fd_move_not_running: "O jogo não está em andamento.",
    fd_move_off_board: "Essa casa fica fora do tabuleiro.",
    fd_move_not_adjacent: "Um passo de cada vez: esquerda, direita, cima ou baixo.",
    fd_move_not_yours: "Esse não é um dos seus animais.",
    fd_move_same_species: "Um dos seus animais já está lá.",
    fd_move_stranded: "Um golfinho encalhado não pode se mover.",
    fd_move_onto_land: "Um golfinho não pode ir para a terra.",
    fd_move_too_far: "Longe demais da terra para nadar.",
    fd_move_swimming_dolphin: "Uma raposa só come golfinhos encalhados.",
    fd_why_dolphins_eaten: "todos os golfinhos foram comidos",
    fd_why_foxes_eaten: "todas as raposas foram comidas",
    fd_why_left: "o outro lado saiu",
    fd_why_you_left: "você saiu",
    fd_why_time: "o tempo acabou",
    fd_foxes_win: |why| format!("As raposas vencem: {why}."),
    fd_dolphins_win: |why| format!("Os golfinhos vencem: {why}."),
    fd_draw: |why| format!("Empate: {why} com números iguais."),
    fd_settings_size: |n| format!(
        "o tamanho de tabuleiro {n} não é permitido: deve ser de {MIN_BOARD_SIZE} a {MAX_BOARD_SIZE}"
    ),
    fd_settings_cooldown: |ms| format!(
        "a espera de {ms} ms não é permitida: deve ser de {MIN_COOLDOWN_MS} a {MAX_COOLDOWN_MS} ms"
    ),
    fd_settings_tide_interval: |ms| format!(
        "o intervalo da maré de {ms} ms não é permitido: deve ser de {MIN_TIDE_INTERVAL_MS} a {MAX_TIDE_INTERVAL_MS} ms"
    ),
    fd_settings_time_limit: |ms| format!(
        "o limite de tempo de {ms} ms não é permitido: deve ser de {MIN_TIME_LIMIT_MS} a {MAX_TIME_LIMIT_MS} ms"
    ),
    fd_settings_first_tide: |ms| format!(
        "a espera de {ms} ms antes do primeiro passo da maré não é permitida: deve ser de {MIN_FIRST_TIDE_MS} a {MAX_FIRST_TIDE_MS} ms"
    ),
    fd_log_malformed: "isto não é um jogo salvo",
    fd_log_too_long: |bytes| {
        format!("este jogo salvo é longo demais ({bytes} bytes; no máximo {MAX_LOG_BYTES})")
    },
    fd_log_truncated: "este jogo salvo está cortado",
    fd_log_version: |v| {
        format!("este jogo salvo tem o formato {v}, que esta versão do jogo não sabe ler")
    },
    fd_log_settings: |why| format!("as configurações deste jogo salvo estão erradas: {why}"),
    fd_log_controller: |c| format!("este jogo salvo cita um jogador desconhecido ({c})"),
    fd_log_intent: |k| format!("este jogo salvo tem um tipo de jogada desconhecido ({k})"),
    fd_log_impossible: |ms| format!(
        "este jogo salvo tem uma jogada aos {ms} ms, quando o jogo não pode estar em andamento"
    ),
    fd_log_computer_seat: |ms| format!(
        "este jogo salvo tem uma jogada de pessoa aos {ms} ms num lugar que o computador joga"
    ),
    fd_log_off_board: |ms| format!(
        "este jogo salvo tem uma jogada aos {ms} ms a partir de uma casa fora do tabuleiro"
    ),
    fd_log_after_end: |ms| {
        format!("este jogo salvo tem uma jogada aos {ms} ms, depois do fim do jogo")
    },
    fd_log_trailing: "este jogo salvo tem dados a mais no fim",
    fd_log_digest: "este jogo salvo não se repete como foi gravado (outra versão do jogo, ou foi alterado)",
    fd_cannot_start: |why| format!("Este jogo não pode começar: {why}."),
    fd_cannot_show: |why| format!("Este replay não pode ser mostrado: {why}."),
    fd_reason_size: || {
        format!(
            "o tamanho do tabuleiro deve ser um número inteiro de {MIN_BOARD_SIZE} a {MAX_BOARD_SIZE}"
        )
    },
    fd_reason_seed: || format!("a semente deve ser um número inteiro de 0 a {}", u64::MAX),
    fd_reason_cooldown: || {
        format!(
            "a espera deve ser um número de milissegundos de {MIN_COOLDOWN_MS} a {MAX_COOLDOWN_MS}"
        )
    },
    fd_reason_tide_interval: || {
        format!(
            "o intervalo da maré deve ser um número de milissegundos de {MIN_TIDE_INTERVAL_MS} a {MAX_TIDE_INTERVAL_MS}"
        )
    },
    fd_reason_first_tide: || {
        format!(
            "a espera antes do primeiro passo da maré deve ser um número de milissegundos de {MIN_FIRST_TIDE_MS} a {MAX_FIRST_TIDE_MS}"
        )
    },
    fd_reason_time_limit: || {
        format!(
            "o limite de tempo deve ser um número de segundos de {} a {}, ou 0 ou none para nenhum limite",
            MIN_TIME_LIMIT_MS / 1_000,
            MAX_TIME_LIMIT_MS / 1_000
        )
    },
    fd_advanced: "Avançado: número da ilha e tempos exatos",
    fd_fair: "Acompanhar o meu nível",
    fd_fair_off: "Deixe o computador escolher: depois de cada jogo que você ganha ele joga um nível mais difícil, depois de cada derrota um mais fácil, até você ganhar cerca de metade dos jogos.",
    fd_fair_on: |level, seat, step| format!("Jogando no nível {level} agora, guardado neste aparelho. Mais difícil a cada vitória sua com {seat}, mais fácil a cada derrota: {step} níveis de cada vez por enquanto, um a menos a cada mudança de sentido, até um."),
    fd_fair_on_settled: |level, seat| format!("Jogando no nível {level} agora, guardado neste aparelho. Um nível mais difícil a cada vitória sua com {seat}, um mais fácil a cada derrota."),
    fd_fair_chosen: |level, seat| format!("Você escolheu o nível {level}, então Acompanhar o meu nível segue dali: um nível mais difícil a cada vitória sua com {seat}, um mais fácil a cada derrota."),
    fd_ladder: |count, first, fair, top| format!("O computador tem {count} níveis, numerados do 1, o mais fácil, ao {top}, o mais forte: o {first} é para as primeiras vitórias de quem começa, e os próximos do {fair} são uma luta justa para quem já sabe as regras."),
    fd_fair_up: |level| format!("Acompanhar o meu nível: o próximo jogo é mais difícil, nível {level}."),
    fd_fair_down: |level| format!("Acompanhar o meu nível: o próximo jogo é mais fácil, nível {level}."),
    fd_fair_same: |level| format!("Acompanhar o meu nível: o próximo jogo é no nível {level} de novo."),
    fd_reason_wait_seconds: || {
        format!(
            "a espera entre movimentos deve ser um número de segundos de {} a {}",
            decimal(MIN_COOLDOWN_MS / 100, ','),
            decimal(MAX_COOLDOWN_MS / 100, ',')
        )
    },
    fd_reason_tide_seconds: || {
        format!(
            "o passo da maré deve ser um número de segundos de {} a {}",
            decimal(MIN_TIDE_INTERVAL_MS / 100, ','),
            decimal(MAX_TIDE_INTERVAL_MS / 100, ',')
        )
    },
    fd_reason_first_tide_seconds: || {
        format!(
            "a espera antes do primeiro passo da maré deve ser um número de segundos de {} a {}",
            decimal(MIN_FIRST_TIDE_MS / 100, ','),
            decimal(MAX_FIRST_TIDE_MS / 100, ',')
        )
    },

    fd_daily: "Jogo do dia",
    fd_daily_won: "vitória",
    fd_daily_lost: "derrota",
    fd_daily_drawn: "empate",
    fd_daily_again: "O jogo de hoje já foi jogado neste aparelho: vale o primeiro resultado.",
    fd_daily_share: "Compartilhe seu resultado",
    fd_daily_copied: "Copiado: cole onde quiser.",
    fd_daily_copy: "Copiar",
    fd_daily_other: "Escolher outro jogo",
    fd_notice_no_date: "O jogo do dia precisa da data deste aparelho, que está fora de 2000 a 2999.",
    fd_daily_about: |date, side, level| format!("{date}: você joga com {side} contra {level}. A mesma ilha para todos hoje; vale a sua primeira partida."),
    fd_daily_played: |result| format!("Você já jogou o jogo de hoje: {result}. Volte amanhã para o próximo."),
    fd_daily_streak: |days| match days {
        0 => "Nenhuma sequência ainda: vença um jogo do dia para começar uma.".to_owned(),
        1 => "Sequência: 1 dia vencido.".to_owned(),
        n => format!("Sequência: {n} dias seguidos vencidos."),
    },
    fd_daily_share_text: |date, side, level, result, streak| format!("Raposa & Golfinho, jogo do dia {date}: {side} contra {level}, {result}. {streak}"),
};
