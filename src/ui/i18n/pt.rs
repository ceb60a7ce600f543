//! Português do Brasil.
//!
//! Mesmas chaves que `en.rs`; os nomes acessíveis das casas têm a mesma
//! forma que em inglês (`Linha 2, coluna 3, vazia`), com as palavras daqui.
//! Números decimais com vírgula (`0,5 s`); plurais pela regra do CLDR para
//! `pt` (0 e 1 no singular), com "nenhum" onde soa melhor.

use super::{clock, decimal, plural_pt as plural, Entries};
use crate::online::code::{CodeError, Kind as CodeKind, MAX_CODE_CHARS};
use crate::online::game::GameKind;
use crate::online::tictactoe::TttEnd;
use crate::online::wire::{Refusal, Role, WireError};
use crate::rules::fox_dolphin::{
    ai::Level as FdLevel, floods_at, EndReason, LogError, MoveError as FdMoveError,
    Outcome as FdOutcome, Pace, SettingsError, Species, Surface, MAX_BOARD_SIZE, MAX_COOLDOWN_MS,
    MAX_LOG_BYTES, MAX_TIDE_INTERVAL_MS, MAX_TIME_LIMIT_MS, MIN_BOARD_SIZE, MIN_COOLDOWN_MS,
    MIN_TIDE_INTERVAL_MS, MIN_TIME_LIMIT_MS, TICK_MS,
};
use crate::rules::tictactoe::notation::{MovesError, RulesError};
use crate::rules::tictactoe::{
    Level as TttLevel, MoveError as TttMoveError, Outcome as TttOutcome, Player, MAX_SIZE, MIN_SIZE,
};
use crate::ui::fox_dolphin::chronicle::FeedLine;
use crate::ui::fox_dolphin::play::RefusalReason;
use crate::ui::fox_dolphin::setup::{SeatKind, Speed};
use crate::ui::fox_dolphin::FdNotice;
use crate::ui::link::Reason;
use crate::ui::online::OnlineProblem;
use crate::ui::tictactoe::state::TttMessage;

fn mark(player: Player) -> &'static str {
    match player {
        Player::X => "X",
        Player::O => "O",
    }
}

fn seconds(ms: u64) -> String {
    format!("{} s", decimal(ms.div_ceil(100), ','))
}

/// A computer level's name inside a sentence.
fn level_name(level: FdLevel) -> &'static str {
    match level {
        FdLevel::Easy => "fácil",
        FdLevel::Normal => "normal",
        FdLevel::Hard => "difícil",
        FdLevel::Expert => "especialista",
    }
}

fn species(species: Species) -> &'static str {
    match species {
        Species::Fox => "Raposas",
        Species::Dolphin => "Golfinhos",
    }
}

fn ttt_move_error(error: &TttMoveError) -> String {
    match error {
        TttMoveError::OffBoard { cell, size } => format!(
            "Não existe linha {}, coluna {} num tabuleiro {size}×{size}.",
            cell.row + 1,
            cell.col + 1
        ),
        TttMoveError::Occupied(cell) => format!(
            "A casa da linha {}, coluna {} já está ocupada.",
            cell.row + 1,
            cell.col + 1
        ),
        TttMoveError::NotYourTurn(turn) => format!("É a vez de {}.", mark(*turn)),
        TttMoveError::GameOver => "O jogo acabou.".to_owned(),
    }
}

fn moves_reason(error: &MovesError) -> String {
    match error {
        MovesError::Empty => "a lista de jogadas está vazia".to_owned(),
        MovesError::TooLong { size, limit } => {
            format!("um jogo {size}×{size} cabe em no máximo {limit} caracteres")
        }
        MovesError::TooMany { size } => {
            format!("um jogo {size}×{size} tem no máximo {} jogadas", size * size)
        }
        MovesError::Garbage { number, found } if found.is_empty() => {
            format!("falta a jogada {number}")
        }
        MovesError::Garbage { number, found } => format!(
            "a jogada {number} é “{found}”, que não é número de casa nem par (linha, coluna)"
        ),
        MovesError::UnknownCell {
            number,
            token,
            size,
        } => format!(
            "a jogada {number} é {token}, que não é casa do tabuleiro {size}×{size}: as casas vão de 1 a {} ou de (1,1) a ({size},{size})",
            size * size
        ),
        MovesError::Repeated {
            number,
            token,
            earlier,
        } => format!("a jogada {number} é {token}, casa já ocupada na jogada {earlier}"),
        MovesError::AfterWin {
            number,
            winner,
            won_at,
        } => format!(
            "{} venceu na jogada {won_at}, onde o play do VDM para, então a jogada {number} vem depois do fim do jogo",
            mark(*winner)
        ),
        MovesError::Refused(RulesError::Size(_)) => {
            format!("o tamanho do tabuleiro deve ser {MIN_SIZE} ou {MAX_SIZE}")
        }
        MovesError::Refused(RulesError::Move { number, error }) => {
            let why = ttt_move_error(error);
            format!("a jogada {number} foi recusada: {}", why.trim_end_matches('.'))
        }
    }
}

fn settings_reason(error: &SettingsError) -> String {
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

fn log_reason(error: &LogError) -> String {
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

fn outcome(outcome: FdOutcome) -> String {
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

/// Why a value of a link or of the setup form is not allowed.
fn reason_text(reason: &Reason) -> String {
    match reason {
        Reason::UnknownSetting => "não é uma configuração deste jogo".to_owned(),
        Reason::UnknownGame => "não há jogo com esse nome".to_owned(),
        Reason::TttSize => {
            format!("o tamanho do tabuleiro deve ser {MIN_SIZE} ou {MAX_SIZE}")
        }
        Reason::TttOpponent => {
            "o adversário deve ser easy, strategy, perfect, friend ou computer".to_owned()
        }
        Reason::TttMark => "a marca deve ser x ou o".to_owned(),
        Reason::FdSize => format!(
            "o tamanho do tabuleiro deve ser um número inteiro de {MIN_BOARD_SIZE} a {MAX_BOARD_SIZE}"
        ),
        Reason::FdSeed => {
            format!("a semente deve ser um número inteiro de 0 a {}", u64::MAX)
        }
        Reason::FdSeat => {
            "um lugar deve ser you, friend, easy, normal, hard ou expert".to_owned()
        }
        Reason::FdCooldown => format!(
            "a espera deve ser um número de milissegundos de {MIN_COOLDOWN_MS} a {MAX_COOLDOWN_MS}"
        ),
        Reason::FdTideInterval => format!(
            "o intervalo da maré deve ser um número de milissegundos de {MIN_TIDE_INTERVAL_MS} a {MAX_TIDE_INTERVAL_MS}"
        ),
        Reason::FdTimeLimit => format!(
            "o limite de tempo deve ser um número de segundos de {} a {}, ou 0 ou none para nenhum limite",
            MIN_TIME_LIMIT_MS / 1_000,
            MAX_TIME_LIMIT_MS / 1_000
        ),
        Reason::TttMoves(error) => moves_reason(error),
    }
}

pub const PT: Entries = Entries {
    site_title: "Fox & XO",
    document_title: "Fox & XO: dois joguinhos",
    site_tagline: "Dois joguinhos num só navegador: jogue contra o computador ou com alguém neste aparelho.",
    all_games: "Todos os jogos",
    back_arrow: "← ",
    new_game: "Novo jogo",
    notices_label: "Sobre este link",
    crash_message: "Algo deu errado. Recarregue a página.",
    lang_switch_label: "Idioma",
    lang_name_en: "English",
    lang_name_pt: "Português",

    games_heading: "Escolha um jogo",
    ttt_name: "Jogo da velha",
    ttt_art: "✕○",
    ttt_blurb: "Três (ou quatro) em linha, num tabuleiro 3×3 ou 4×4. Jogue com alguém ou contra o computador em três níveis, do fácil ao imbatível.",
    play: "Jogar",
    fd_name: "Raposa & Golfinho",
    fd_blurb: "Raposas numa ilha que encolhe, golfinhos num mar que sobe. Mova-se sempre que a espera deixar e coma o que a maré deixar ao alcance. Jogue com alguém ou contra o computador, em tempo real.",

    ttt_draw: "Empate",
    ttt_board_label: "Tabuleiro do jogo da velha",
    ttt_settings: "Configurações",
    ttt_size: "Tabuleiro",
    ttt_opponent: "Adversário",
    ttt_first: "Quem começa",
    ttt_you: "Você joga com",
    ttt_hint: "Dica",
    ttt_undo: "Desfazer",
    ttt_score: "Placar",
    ttt_keys_help: "As setas movem entre as casas; Enter ou Espaço joga.",
    ttt_friend: "Alguém neste aparelho",
    ttt_watch: "Computador contra computador",
    ttt_score_you: "Você",
    ttt_score_computer: "Computador",
    ttt_score_draws: "Empates",
    ttt_share: "Compartilhar este jogo",
    ttt_share_help: "Este link abre o replay do jogo, jogada por jogada.",
    ttt_share_link: "Link para este jogo",
    ttt_copy: "Copiar",
    ttt_copied: "Link copiado.",
    ttt_copy_refused: "Este navegador não deixou copiar: o link está selecionado, copie-o do campo.",
    ttt_replay: "Replay de um jogo compartilhado",
    ttt_replay_first: "Início",
    ttt_replay_previous: "Anterior",
    ttt_replay_next: "Próxima",
    ttt_replay_last: "Fim",
    ttt_replay_steps: "Percorrer o jogo",
    ttt_replay_keys_help: "As setas para a esquerda e para a direita percorrem as jogadas; Home e End vão para cada ponta.",
    ttt_replay_moves: "Jogadas",
    ttt_replay_start: "O tabuleiro vazio, antes da primeira jogada.",
    ttt_replay_new_game: "Novo jogo com esta configuração",

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

    online_play: "Jogar online",
    online_entry_help: "Jogar online: um lugar marcado para alguém neste aparelho fica com um convidado em outro aparelho, na ordem em que os convidados entram; quem vier depois assiste. Sem servidor: o seu navegador roda o jogo.",
    online_title: "Raposa & Golfinho online",
    online_invite: "Convide um jogador ou um espectador",
    online_invite_how: "Envie este link a uma pessoa (ou deixe-a ler o código). Cada pessoa precisa do próprio link: um novo aparece quando ela se conecta.",
    online_making_invite: "Preparando um convite…",
    online_copy: "Copiar",
    online_link_label: "Link do convite",
    online_qr_label: "Código QR do link do convite",
    online_answer_label: "O código de resposta",
    online_answer_how: "A página do convidado mostra um código de resposta quando ele abre o link: cole-o aqui.",
    online_connect: "Conectar",
    online_join: "Entrar no jogo",
    online_your_answer: "O seu código de resposta",
    online_your_answer_how: "Envie este código de volta a quem convidou, que o cola na página dele. O jogo aparece aqui quando vocês estiverem conectados.",
    online_making_answer: "Preparando a sua resposta…",
    online_people: "Jogadores",
    online_host_seat: "você (anfitrião)",
    online_guest_waiting: "esperando um convidado",
    online_guest_seated: "um convidado",
    online_waiting: "Esperando o outro jogador entrar.",
    online_watching: "Você está assistindo a este jogo.",
    online_host_lost: "A conexão com o anfitrião caiu.",
    online_stun_label: "Servidor STUN (opcional)",
    online_stun_how: "Vazio: só na mesma rede. Para jogar pela internet, indique um servidor STUN como stun:stun.example.org:3478; ele fica sabendo o seu endereço público, e o do seu convidado.",
    online_bad_link: "Este convite não pode ser usado",
    online_open_games: "Abrir os jogos",
    online_other_player: "Um jogador online",
    online_answer_link_label: "Ou a sua resposta como link",
    online_answer_link_how: "Aberto no aparelho do anfitrião, no navegador onde o jogo espera, este link entrega a sua resposta ao jogo sozinho.",
    online_relay_title: "Uma resposta para um jogo online",
    online_relay_sending: "Entregando a resposta ao jogo que espera…",
    online_relay_sent: "Enviada ao jogo que espera; você pode fechar esta aba.",
    online_relay_no_host: "Nenhum jogo neste navegador espera esta resposta. Cole o código na página do anfitrião:",
    ttt_online_title: "Jogo da velha online",
    ttt_online_entry_help: "Jogar online: você joga com a marca escolhida em \"Você joga\" e um convidado em outro aparelho fica com a outra; quem vier depois assiste. Sem servidor: o seu navegador roda o jogo.",

    // ---- How to play ----

    howto: "Como jogar",
    howto_back_to_game: "Voltar ao jogo",
    howto_source: "Fonte:",
    howto_decision: "decisão do projeto",
    howto_sources_note: "Cada regra termina com a cláusula da especificação formal de onde ela vem (VDM-SL, LED e Quint para o jogo da velha, Z para Raposa & Golfinho); “decisão do projeto” marca uma regra que as especificações deixam em aberto.",
    howto_ttt_title: "Como jogar o jogo da velha",
    howto_ttt_play: "Jogar o jogo da velha",
    howto_ttt_intro: "Dois jogadores, X e O, se revezam marcando as casas de um tabuleiro quadrado. Ganha quem primeiro completar uma linha inteira com a sua marca.",
    howto_fd_title: "Como jogar Raposa & Golfinho",
    howto_fd_play: "Jogar Raposa & Golfinho",
    howto_fd_intro: "As raposas vivem numa ilha, os golfinhos no mar em volta, e a maré não para de mudar a costa. Cada lado tenta comer os animais do outro.",

    howto_ttt_board_heading: "Tabuleiro e vez",
    howto_ttt_board: "O tabuleiro tem 3\u{a0}×\u{a0}3 ou 4\u{a0}×\u{a0}4 casas: escolha em Configurações.",
    howto_ttt_turns: "X e O jogam alternadamente, uma marca por vez; quem começa também se escolhe.",
    howto_ttt_empty_cell: "Só se pode marcar uma casa vazia, e só enquanto o jogo não acabou.",
    howto_ttt_win_heading: "Como ganhar",
    howto_ttt_lines: "Uma linha é uma fileira inteira, uma coluna inteira ou uma das duas diagonais maiores: três casas no 3\u{a0}×\u{a0}3, quatro casas no 4\u{a0}×\u{a0}4.",
    howto_ttt_win: "Quem completa uma linha com a sua marca ganha na hora. No 4\u{a0}×\u{a0}4, três em linha não bastam.",
    howto_ttt_win_3_caption: "3\u{a0}×\u{a0}3: X tem a diagonal a partir do canto superior esquerdo e ganha.",
    howto_ttt_win_4_caption: "4\u{a0}×\u{a0}4: X ganha com uma diagonal de quatro; os três O da fileira de cima não contam.",
    howto_ttt_draw_heading: "Empate",
    howto_ttt_draw: "Quando todas as casas estão ocupadas e ninguém tem uma linha, o jogo empata (deu velha).",
    howto_ttt_draw_caption: "Tabuleiro cheio sem nenhuma linha: empate.",
    howto_ttt_computer_heading: "Contra o computador",
    howto_ttt_easy: "Fácil joga quase ao acaso, mas sempre dentro das regras: aproveita uma vitória na metade das vezes e bloqueia a sua em um terço das vezes.",
    howto_ttt_strategy: "Estratégia segue uma lista: um canto no tabuleiro vazio; senão, completar a própria linha; senão, bloquear a sua; senão, o centro; senão, começar uma linha; senão, qualquer casa.",
    howto_ttt_perfect: "Perfeito nunca perde, e ganha sempre que você vacila.",

    howto_fd_board_heading: "O tabuleiro",
    howto_fd_board: "O mar tem N\u{a0}×\u{a0}N casas (N de 10 a 50, escolhido na preparação), com uma única ilha de terra.",
    howto_fd_start: "Cada lado começa com N animais: as raposas em terra, os golfinhos na água.",
    howto_fd_when_heading: "Quem joga quando",
    howto_fd_real_time: "Não há vez: o jogo corre em tempo real, e cada lado se move sempre que a sua própria espera permite.",
    howto_fd_cooldown: "Depois de cada movimento pedido, válido ou não, o lado espera o tempo de recarga (definido pela velocidade do jogo) antes de poder se mover de novo; a barra sob cada lado mostra a espera.",
    howto_fd_not_heard: "Um clique enquanto o seu lado ainda espera não é ouvido: ele não reinicia a espera.",
    howto_fd_moving_heading: "Mover e comer",
    howto_fd_step: "Selecione um dos seus animais e depois uma casa a um passo dele, à esquerda, à direita, acima ou abaixo: nunca na diagonal.",
    howto_fd_eat: "Um animal vai para uma casa vazia, ou para cima de um animal da outra espécie, e o come; nunca para cima de um da sua espécie.",
    howto_fd_foxes_heading: "Raposas",
    howto_fd_fox_moves: "Uma raposa anda em terra e pode nadar no mar, mas só enquanto houver terra a até dois passos dela: mais longe, ela não se move.",
    howto_fd_fox_eats: "Uma raposa só come um golfinho encalhado, deixado em terra; nunca um golfinho na água.",
    howto_fd_fox_eats_caption: "Uma raposa em terra ao lado de um golfinho encalhado: a raposa pode comê-lo, e o golfinho não pode se mover.",
    howto_fd_fox_too_far_caption: "Uma raposa nadando a três passos da terra mais próxima: ela não pode se mover até haver terra a dois passos de novo.",
    howto_fd_dolphins_heading: "Golfinhos",
    howto_fd_dolphin_moves: "Um golfinho nada de água para água: nunca vai para a terra.",
    howto_fd_dolphin_stranded: "Um golfinho encalhado, deixado em terra pela maré, não pode se mover.",
    howto_fd_dolphin_eats: "Um golfinho come uma raposa que está nadando, nunca uma raposa em terra.",
    howto_fd_dolphin_eats_caption: "Um golfinho ao lado de uma raposa nadando: o golfinho pode comê-la; a raposa não pode comer o golfinho, que está na água.",
    howto_fd_tide_heading: "A maré",
    howto_fd_tide_cycle: "A maré segue um ciclo de seis etapas, uma a cada intervalo de maré; o medidor no alto mostra a etapa e o que a próxima fará.",
    howto_fd_tide_steps: "As etapas 1 a 3 são maré alta: cada uma inunda N casas da costa da ilha. As etapas 4 a 6 são maré baixa: cada uma faz surgir N casas de terra no mar ao lado da ilha.",
    howto_fd_tide_island: "Seja como for a maré, a ilha continua inteira, num só pedaço.",
    howto_fd_tide_animals: "Os animais ficam onde estão quando a maré muda: uma raposa cuja casa inunda fica nadando, um golfinho cuja casa vira terra fica encalhado, e os dois correm perigo (casa hachurada).",
    howto_fd_end_heading: "O fim",
    howto_fd_end_eaten: "Quando todos os animais de um lado foram comidos, o outro lado ganha.",
    howto_fd_end_leave: "Quem sai do jogo perde: quem fica ganha.",
    howto_fd_end_time: "Quando o tempo limite acaba, ganha o lado com mais animais; números iguais empatam.",
    howto_fd_end_hour: "Todo jogo termina em no máximo uma hora, mesmo sem tempo limite.",
    ignored_lang: |value| {
        format!("Ignorado lang={value}: o idioma deve ser en ou pt; usando o padrão.")
    },
    tenths: |tenths| decimal(tenths, ','),
    ignored: |key, value, reason| {
        let why = reason_text(reason);
        format!("Ignorado {key}={value}: {why}; usando o padrão.")
    },

    ttt_wins: |p| format!("{} vence", mark(p)),
    ttt_turn: |p| format!("Vez de {}", mark(p)),
    ttt_your_turn: |p| format!("Sua vez ({})", mark(p)),
    ttt_computer_thinking: |p| format!("O computador ({}) está pensando…", mark(p)),
    ttt_message: |message| match message {
        TttMessage::Watching => {
            "O computador joga pelos dois lados: escolha outro adversário para jogar.".to_owned()
        }
        TttMessage::Refused(error) => ttt_move_error(error),
    },
    ttt_size_choice: |size| format!("{size} × {size}"),
    ttt_mark: mark,
    ttt_cell_name: |row, col, player| match player {
        Some(p) => format!("Linha {}, coluna {}, {}", row + 1, col + 1, mark(p)),
        None => format!("Linha {}, coluna {}, vazia", row + 1, col + 1),
    },
    ttt_hint_shown: |row, col| format!("Dica: linha {}, coluna {}", row + 1, col + 1),
    ttt_level_name: |level| match level {
        TttLevel::Easy => "Computador: fácil",
        TttLevel::Strategy => "Computador: estratégia",
        TttLevel::Perfect => "Computador: perfeito",
    },
    ttt_replay_step: |step, total| format!("Jogada {step} de {total}"),
    ttt_replay_played: |p, row, col, number| {
        format!(
            "{} jogou na linha {}, coluna {} (casa {number}).",
            mark(p),
            row + 1,
            col + 1
        )
    },
    ttt_replay_entry: |index, p, number| format!("{}. {} {number}", index + 1, mark(p)),
    ttt_replay_entry_name: |index, p, row, col, number| {
        format!(
            "{}. {} {number}: linha {}, coluna {}",
            index + 1,
            mark(p),
            row + 1,
            col + 1
        )
    },
    ttt_replay_result: |outcome, total, won_at| {
        let moves = if plural(total as u64, "one", "many") == "one" {
            format!("desta {total} jogada")
        } else {
            format!("destas {total} jogadas")
        };
        match (outcome, won_at) {
            (TttOutcome::Won(p), Some(at)) => format!(
                "Play do VDM {moves}: {} vence; o jogo para na jogada {at}, a primeira vitória.",
                mark(p)
            ),
            (TttOutcome::Won(p), None) => {
                format!("Play do VDM {moves}: {} vence.", mark(p))
            }
            (TttOutcome::Draw, _) => format!(
                "Play do VDM {moves}: EMPATE; todas as casas estão ocupadas e ninguém fez uma linha."
            ),
            (TttOutcome::Unfinished, _) => format!(
                "Play do VDM {moves}: INACABADO; ninguém fez uma linha e ainda há casas vazias."
            ),
        }
    },

    fd_tide_glyph: |floods| if floods { "▼" } else { "▲" },
    fd_seat_name: |kind| match kind {
        SeatKind::You => "Você",
        SeatKind::Friend => "Alguém neste aparelho",
        SeatKind::Computer(FdLevel::Easy) => "Computador: fácil",
        SeatKind::Computer(FdLevel::Normal) => "Computador: normal",
        SeatKind::Computer(FdLevel::Hard) => "Computador: difícil",
        SeatKind::Computer(FdLevel::Expert) => "Computador: especialista",
    },
    fd_speed_name: |speed| match speed {
        Speed::Relaxed => "Tranquila",
        Speed::Normal => "Normal",
        Speed::Lightning => "Relâmpago",
    },
    fd_size_choice: |size| format!("{size} × {size}"),
    fd_pace: |pace| match pace {
        Pace::Quick => "Partida rápida: a maioria termina quando um lado come todos os animais do outro.",
        Pace::Longer => "Partida mais longa: algumas terminam quando um lado come o outro, muitas no limite de tempo, em que vence o lado com mais animais.",
        Pace::Long => "Partida longa, com muitos animais: quase todas vão até o limite de tempo, em que vence o lado com mais animais.",
    },
    fd_level_for: |level| match level {
        FdLevel::Easy => "Fácil: para as primeiras partidas.",
        FdLevel::Normal => "Normal: uma luta justa para quem já sabe as regras.",
        FdLevel::Hard => "Difícil: para quem já tem prática; lê a maré.",
        FdLevel::Expert => "Especialista: o mais forte; pensa lances à frente.",
    },
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
    fd_try_next: |level| format!("Tentar o nível {} agora", level_name(level)),
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
    fd_feed: |line| match line {
        FeedLine::Ate { eater: Species::Fox, at } => format!(
            "Uma raposa comeu um golfinho encalhado na linha {}, coluna {}.",
            at.row + 1,
            at.col + 1
        ),
        FeedLine::Ate { eater: Species::Dolphin, at } => format!(
            "Um golfinho comeu uma raposa que nadava na linha {}, coluna {}.",
            at.row + 1,
            at.col + 1
        ),
        FeedLine::Tide {
            floodstate,
            flooded,
            surfaced,
        } => {
            let step = floodstate + 1;
            if *flooded > 0 {
                let tiles = plural(*flooded as u64, "casa inundada", "casas inundadas");
                format!("Maré alta (passo {step} de 6): {flooded} {tiles}.")
            } else {
                let tiles = plural(*surfaced as u64, "casa emergiu", "casas emergiram");
                format!("Maré baixa (passo {step} de 6): {surfaced} {tiles}.")
            }
        }
        FeedLine::Ended(o) => outcome(*o),
    },
    fd_refusal: |reason| {
        match reason {
            RefusalReason::Paused => "O jogo está pausado.",
            RefusalReason::Watching => "Computador contra computador: você está assistindo.",
            RefusalReason::Rules(FdMoveError::CoolingDown { remaining_ms }) => {
                return format!("Espere {}: em espera.", seconds(*remaining_ms));
            }
            RefusalReason::Rules(error) => match error {
                FdMoveError::GameNotRunning => "O jogo não está em andamento.",
                FdMoveError::OffBoard => "Essa casa fica fora do tabuleiro.",
                FdMoveError::NotAdjacent => {
                    "Um passo de cada vez: esquerda, direita, cima ou baixo."
                }
                FdMoveError::NotYourAnimal => "Esse não é um dos seus animais.",
                FdMoveError::SameSpecies => "Um dos seus animais já está lá.",
                FdMoveError::DolphinStranded => "Um golfinho encalhado não pode se mover.",
                FdMoveError::DolphinOntoLand => "Um golfinho não pode ir para a terra.",
                FdMoveError::FoxTooFarFromLand => "Longe demais da terra para nadar.",
                FdMoveError::FoxCannotEatSwimmingDolphin => {
                    "Uma raposa só come golfinhos encalhados."
                }
                FdMoveError::CoolingDown { .. } => "Em espera.",
            },
        }
        .to_owned()
    },
    fd_outcome: outcome,
    fd_pair: |foxes, dolphins| format!("raposas {foxes}, golfinhos {dolphins}"),
    fd_times: |speed| format!("{speed}×"),
    fd_notice: |notice| match notice {
        FdNotice::Settings(error) => {
            format!("Este jogo não pode começar: {}.", settings_reason(error))
        }
        FdNotice::Replay(error) => {
            format!("Este replay não pode ser mostrado: {}.", log_reason(error))
        }
        FdNotice::FileUnreadable => {
            "Não foi possível ler este arquivo: escolha-o de novo, ou outro.".to_owned()
        }
        FdNotice::Field { value, reason } => {
            format!("“{value}” não foi usado: {}; a configuração não mudou.", reason_text(reason))
        }
    },
    fd_replay_file_name: |seed| format!("raposa-golfinho-{seed}.fdlog"),

    online_seat_line: |s, who| format!("{}: {who}", species(s)),
    online_watchers: |count| match count {
        0 => "nenhum espectador".to_owned(),
        n => format!("{n} {}", plural(n as u64, "espectador", "espectadores")),
    },
    online_problem: |problem| {
        let why = match problem {
            OnlineProblem::Code(error) => match error {
                CodeError::Malformed => {
                    "isto não é um código do jogo: copie-o de novo, inteiro".to_owned()
                }
                CodeError::TooLong { chars } => format!(
                    "este código é longo demais ({chars} caracteres; um código tem no máximo {MAX_CODE_CHARS})"
                ),
                CodeError::Truncated => "este código está cortado: copie-o de novo, inteiro".to_owned(),
                CodeError::UnknownVersion(v) => format!(
                    "este código vem de outra versão do jogo (formato {v}): recarreguem a página, os dois"
                ),
                CodeError::WrongKind {
                    expected: CodeKind::Answer,
                } => "isto é um convite, não uma resposta: cole o código que o seu convidado enviou de volta".to_owned(),
                CodeError::WrongKind {
                    expected: CodeKind::Offer,
                } => "isto é um código de resposta, não um convite: abra o link que o anfitrião enviou".to_owned(),
                CodeError::BadField(what) => format!("este código está danificado ({what})"),
                CodeError::TrailingBytes => "este código tem caracteres a mais no fim".to_owned(),
                CodeError::Stale => "esta resposta é de outro convite: peça ao convidado que abra o link atual".to_owned(),
                CodeError::Reused => {
                    "esta resposta já foi usada: cada convidado precisa de um convite novo".to_owned()
                }
                CodeError::SdpMissing(what) => {
                    format!("o navegador não deu {what} para a conexão")
                }
            },
            OnlineProblem::Wire(error) => match error {
                WireError::Empty => "uma mensagem vazia".to_owned(),
                WireError::TooLong { bytes } => {
                    format!("uma mensagem longa demais ({bytes} bytes)")
                }
                WireError::UnknownVersion(v) => format!(
                    "uma mensagem de outra versão do jogo (formato {v}): os dois jogadores devem recarregar a página"
                ),
                WireError::UnknownKind(k) => format!("uma mensagem de tipo desconhecido ({k})"),
                WireError::OtherGame(Some(GameKind::FoxDolphin)) => "uma mensagem de Raposa & Golfinho, não deste jogo: o convite era para outro jogo".to_owned(),
                WireError::OtherGame(Some(GameKind::TicTacToe)) => "uma mensagem de jogo da velha, não deste jogo: o convite era para outro jogo".to_owned(),
                WireError::OtherGame(None) => "uma mensagem de um jogo que esta página não conhece".to_owned(),
                WireError::Truncated => "uma mensagem cortada".to_owned(),
                WireError::BadField(what) => format!("uma mensagem com {what} inválido"),
                WireError::TrailingBytes => "uma mensagem com bytes a mais".to_owned(),
                WireError::Log(e) => {
                    format!("um registro de jogo que não pode ser lido: {}", log_reason(e))
                }
            },
            OnlineProblem::Settings(e) => return (PT.fd_notice)(&FdNotice::Settings(*e)),
            OnlineProblem::TttSize => return "O tabuleiro deve ter 3 ou 4 casas de lado.".to_owned(),
            OnlineProblem::Browser(detail) if detail.is_empty() => {
                return "O navegador não conseguiu abrir uma conexão.".to_owned();
            }
            OnlineProblem::Browser(detail) => {
                return format!("O navegador não conseguiu abrir uma conexão ({detail}).");
            }
        };
        format!("Não aceito: {why}.")
    },
    online_outcome: |o| format!("Fim de jogo. {}", outcome(o)),
    online_your_role: |role| match role {
        Role::Seat(Species::Fox) => "Você joga com as raposas.".to_owned(),
        Role::Seat(Species::Dolphin) => "Você joga com os golfinhos.".to_owned(),
        Role::Watcher => "Você está assistindo a este jogo.".to_owned(),
    },
    online_refusal: |refusal| match refusal {
        Refusal::Watcher => "Você é espectador e não pode mover.",
        Refusal::NotYourSeat => "Esses não são os seus animais.",
        Refusal::TooFast => "Mensagens demais: algumas foram descartadas.",
        Refusal::BadMessage => "O anfitrião não conseguiu ler uma mensagem desta página.",
        Refusal::NotStarted => "O jogo ainda não começou.",
        Refusal::GameOver => "O jogo acabou.",
        Refusal::NotYourTurn => "Não é a sua vez.",
        Refusal::CellTaken => "Essa casa já está ocupada.",
        Refusal::NoSuchCell => "Não existe essa casa neste tabuleiro.",
        Refusal::OtherGame => "Este convite era para outro jogo: peça um novo link ao anfitrião.",
    },
    ttt_online_your_role: |role| match role {
        Role::Seat(p) => format!("Você joga com {}.", mark(p)),
        Role::Watcher => "Você está assistindo a este jogo.".to_owned(),
    },
    ttt_online_seat_line: |p, who| format!("{}: {who}", mark(p)),
    ttt_online_status: |outcome, turn| match outcome {
        None => format!("Vez de {}", mark(turn)),
        Some(o) => match (o.winner, o.reason) {
            (Some(p), TttEnd::OpponentLeft) => {
                format!("Fim de jogo: {} vence: o outro lado saiu.", mark(p))
            }
            (Some(p), _) => format!("Fim de jogo: {} vence.", mark(p)),
            (None, _) => "Fim de jogo: empate.".to_owned(),
        },
    },

    // ---- How to play (templates) ----
};
