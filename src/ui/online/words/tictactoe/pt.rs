//! As linhas online do jogo da velha, em português do Brasil.

use super::Entries;
use crate::ui::tictactoe::words::mark;

pub const PT: Entries = Entries {
    ttt_online_title: "Jogo da velha online",
    online_ttt_size: "O tabuleiro deve ter 3 ou 4 casas de lado.",
    ttt_online_draw: "Empate: ninguém fez uma linha.",
    online_refusal_not_your_turn: "Não é a sua vez.",
    online_refusal_cell_taken: "Essa casa já está ocupada.",
    online_refusal_no_such_cell: "Não existe essa casa neste tabuleiro.",
    online_wire_fox_dolphin:
        "uma mensagem de Raposa & Golfinho, não deste jogo: o convite era para outro jogo",
    ttt_online_you_play: |p| format!("Você joga com {}.", mark(p)),
    ttt_online_paired: |p| {
        format!(
            "Você joga com {}: o outro jogador escolheu {} primeiro.",
            mark(p),
            mark(p.other())
        )
    },
    ttt_online_seat_line: |p, who| format!("{}: {who}", mark(p)),
    ttt_online_to_play: |p| format!("Vez de {}", mark(p)),
    ttt_online_won_left: |p| format!("{} vence: o outro lado saiu.", mark(p)),
    ttt_online_won: |p| format!("{} vence.", mark(p)),
    ttt_online_paused: |p, secs| format!("{} está se reconectando — faltam {secs} s", mark(p)),
};
