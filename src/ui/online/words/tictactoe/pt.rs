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
    ttt_online_paired_x: "Você joga com X: o outro jogador escolheu O primeiro.",
    ttt_online_paired_o: "Você joga com O: o outro jogador escolheu X primeiro.",
    online_wire_fox_dolphin:
        "uma mensagem de Raposa & Golfinho, não deste jogo: o convite era para outro jogo",
    ttt_online_you_play_x: "Você joga com X.",
    ttt_online_you_play_o: "Você joga com O.",
    ttt_online_to_play_x: "Vez de X",
    ttt_online_to_play_o: "Vez de O",
    ttt_online_won_left_x: "X vence: o outro lado saiu.",
    ttt_online_won_left_o: "O vence: o outro lado saiu.",
    ttt_online_won_x: "X vence.",
    ttt_online_won_o: "O vence.",
    ttt_online_seat_line: |p, who| format!("{}: {who}", mark(p)),
    ttt_online_paused: |p, secs| format!("{} está se reconectando — faltam {secs} s", mark(p)),
};
