//! Jogar online, em português do Brasil.

use super::Entries;
use crate::online::code::{CodeError, Kind as CodeKind, MAX_CODE_CHARS};
use crate::online::game::GameKind;
use crate::online::wire::WireError;
use crate::ui::fox_dolphin::words::pt::{outcome, species};
use crate::ui::i18n::plural_pt as plural;
use crate::ui::tictactoe::words::mark;

pub const PT: Entries = Entries {
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

    online_seat_line: |s, who| format!("{}: {who}", species(s)),
    online_watchers: |count| match count {
        0 => "nenhum espectador".to_owned(),
        n => format!("{n} {}", plural(n as u64, "espectador", "espectadores")),
    },
    online_code_error: |error| match error {
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
    online_wire_error: |error| match error {
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
            format!("um registro de jogo que não pode ser lido: {}", crate::ui::fox_dolphin::words::pt::log_reason(e))
        }
    },
    online_not_accepted: |why| format!("Não aceito: {why}."),
    online_ttt_size: "O tabuleiro deve ter 3 ou 4 casas de lado.",
    online_browser_failed: "O navegador não conseguiu abrir uma conexão.",
    online_browser_failed_because: |detail| format!("O navegador não conseguiu abrir uma conexão ({detail})."),
    online_outcome: |o| format!("Fim de jogo. {}", outcome(o)),
    online_you_play_foxes: "Você joga com as raposas.",
    online_you_play_dolphins: "Você joga com os golfinhos.",
    online_refusal_watcher: "Você é espectador e não pode mover.",
    online_refusal_not_your_seat: "Esses não são os seus animais.",
    online_refusal_too_fast: "Mensagens demais: algumas foram descartadas.",
    online_refusal_bad_message: "O anfitrião não conseguiu ler uma mensagem desta página.",
    online_refusal_not_started: "O jogo ainda não começou.",
    online_refusal_game_over: "O jogo acabou.",
    online_refusal_not_your_turn: "Não é a sua vez.",
    online_refusal_cell_taken: "Essa casa já está ocupada.",
    online_refusal_no_such_cell: "Não existe essa casa neste tabuleiro.",
    online_refusal_other_game: "Este convite era para outro jogo: peça um novo link ao anfitrião.",
    ttt_online_you_play: |p| format!("Você joga com {}.", mark(p)),
    ttt_online_seat_line: |p, who| format!("{}: {who}", mark(p)),
    ttt_online_to_play: |p| format!("Vez de {}", mark(p)),
    ttt_online_won_left: |p| format!("Fim de jogo: {} vence: o outro lado saiu.", mark(p)),
    ttt_online_won: |p| format!("Fim de jogo: {} vence.", mark(p)),
    ttt_online_draw: "Fim de jogo: empate.",
};
