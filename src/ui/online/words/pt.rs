//! Jogar online, em português do Brasil.

use super::Entries;
use crate::online::code::MAX_CODE_CHARS;
use crate::rules::fox_dolphin::Species;
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
    online_guest_away: "um convidado, reconectando",
    online_waiting: "Esperando o outro jogador entrar.",
    online_watching: "Você está assistindo a este jogo.",
    online_host_lost: "A conexão com o anfitrião caiu.",
    online_ice_title: "Como conectar",
    online_ice_how: "Pela internet, cada aparelho pergunta o seu endereço público a um servidor STUN público (do Google, da Cloudflare): esses servidores ficam sabendo os endereços seu e dos seus convidados, nada do jogo.",
    online_ice_local: "Só na mesma rede",
    online_ice_local_how: "Nenhum servidor: só aparelhos da sua própria rede (o mesmo Wi-Fi) podem entrar.",
    online_turn_url: "Servidor TURN (opcional)",
    online_turn_user: "Usuário do TURN",
    online_turn_credential: "Senha do TURN",
    online_turn_how: "Onde não há caminho direto, um servidor TURN (turn:host:porta) retransmite o jogo, cifrado, e fica sabendo os dois endereços. Os convidados recebem estas configurações, senha incluída, no link.",
    online_ice_apply: "Usar estas configurações (a página recomeça)",
    online_ice_too_long: "as configurações de conexão são longas demais",
    online_ice_malformed: "as configurações de conexão estão danificadas",
    online_ice_not_server: "só endereços turn: e turns: podem ser usados",
    online_ice_not_relay: "só endereços wss:// (no máximo cinco) podem ser usados como relays",
    online_link_damaged: "este link está danificado: peça ao anfitrião que o envie de novo",
    online_relays_label: "Relays Nostr (um endereço por linha)",
    online_relays_how: "A resposta de um convidado volta sozinha por estes relays públicos, selada com uma chave que só o seu link tem: eles veem quando e de que endereço, nunca o jogo nem a conexão. Esvazie a lista para copiar as respostas à mão.",
    online_joining: "Entrando…",
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

    online_watchers: |count| match count {
        0 => "nenhum espectador".to_owned(),
        n => format!("{n} {}", plural(n as u64, "espectador", "espectadores")),
    },
    online_not_accepted: |why| format!("Não aceito: {why}."),
    online_ttt_size: "O tabuleiro deve ter 3 ou 4 casas de lado.",
    online_browser_failed: "O navegador não conseguiu abrir uma conexão.",
    online_browser_failed_because: |detail| format!("O navegador não conseguiu abrir uma conexão ({detail})."),
    online_game_over: |outcome| format!("Fim de jogo. {outcome}"),
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
    online_refusal_paused: "O jogo está em pausa: um jogador está se reconectando.",
    online_refusal_not_over: "A revanche só pode ser pedida quando o jogo termina.",
    online_refusal_series_over: "A série terminou: não há revanche.",
    online_rematch: "Revanche",
    online_rematch_stop: "Parar por aqui",
    online_rematch_waiting: "Revanche pedida: esperando o seu adversário.",
    online_rematch_wanted: "O seu adversário quer uma revanche.",
    online_rematch_wanted_watched: "Um jogador quer uma revanche.",
    online_series_over: "A série terminou: um jogador recusou ou saiu.",
    online_series_label: "Série",
    online_series_score: |game, mine, theirs, draws| format!(
        "Jogo {game} · você {mine} – {theirs} adversário{}",
        drawn_pt(draws)
    ),
    online_series_players: |game, first, second, draws| format!(
        "Jogo {game} · jogador 1 {first} – {second} jogador 2{}",
        drawn_pt(draws)
    ),
    online_restore_refused: "Não foi possível retomar o jogo salvo: começa um jogo novo.",
    online_fd_paused: |species, secs| format!(
        "{} estão se reconectando — faltam {secs} s",
        match species {
            Species::Fox => "As raposas",
            Species::Dolphin => "Os golfinhos",
        }
    ),
    ttt_online_paused: |p, secs| format!("{} está se reconectando — faltam {secs} s", mark(p)),
    online_reconnecting: |secs| format!("A conexão com o anfitrião caiu: reconectando — faltam {secs} s"),
    ttt_online_draw: "Fim de jogo: empate.",
    online_code_malformed: "isto não é um código do jogo: copie-o de novo, inteiro",
    online_code_too_long: |chars| format!(
        "este código é longo demais ({chars} caracteres; um código tem no máximo {MAX_CODE_CHARS})"
    ),
    online_code_truncated: "este código está cortado: copie-o de novo, inteiro",
    online_code_version: |v| format!(
        "este código vem de outra versão do jogo (formato {v}): recarreguem a página, os dois"
    ),
    online_code_an_invitation: "isto é um convite, não uma resposta: cole o código que o seu convidado enviou de volta",
    online_code_an_answer: "isto é um código de resposta, não um convite: abra o link que o anfitrião enviou",
    online_code_damaged: |what| format!("este código está danificado ({what})"),
    online_code_trailing: "este código tem caracteres a mais no fim",
    online_code_stale: "esta resposta é de outro convite: peça ao convidado que abra o link atual",
    online_code_reused: "esta resposta já foi usada: cada convidado precisa de um convite novo",
    online_code_no_sdp: |what| format!("o navegador não deu {what} para a conexão"),
    online_wire_empty: "uma mensagem vazia",
    online_wire_too_long: |bytes| format!("uma mensagem longa demais ({bytes} bytes)"),
    online_wire_version: |v| format!(
        "uma mensagem de outra versão do jogo (formato {v}): os dois jogadores devem recarregar a página"
    ),
    online_wire_kind: |k| format!("uma mensagem de tipo desconhecido ({k})"),
    online_wire_fox_dolphin: "uma mensagem de Raposa & Golfinho, não deste jogo: o convite era para outro jogo",
    online_wire_tictactoe: "uma mensagem de jogo da velha, não deste jogo: o convite era para outro jogo",
    online_wire_unknown_game: "uma mensagem de um jogo que esta página não conhece",
    online_wire_truncated: "uma mensagem cortada",
    online_wire_bad_field: |what| format!("uma mensagem com {what} inválido"),
    online_wire_trailing: "uma mensagem com bytes a mais",
    online_wire_log: |why| format!("um registro de jogo que não pode ser lido: {why}"),
};

/// The draws of a series, after its score (none: nothing).
fn drawn_pt(draws: u32) -> String {
    match draws {
        0 => String::new(),
        1 => ", 1 empate".to_owned(),
        n => format!(", {n} empates"),
    }
}
