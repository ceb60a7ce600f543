//! As linhas online de Raposa & Golfinho, em português do Brasil.

use super::Entries;
use crate::rules::fox_dolphin::Species;

pub const PT: Entries = Entries {
    online_title: "Raposa & Golfinho online",
    online_you_play_foxes: "Você joga com as raposas.",
    online_you_play_dolphins: "Você joga com os golfinhos.",
    online_paired_foxes:
        "Você joga com as raposas: o outro jogador escolheu os golfinhos primeiro.",
    online_paired_dolphins:
        "Você joga com os golfinhos: o outro jogador escolheu as raposas primeiro.",
    online_other_player: "Alguém em outro aparelho",
    online_wire_tictactoe:
        "uma mensagem de jogo da velha, não deste jogo: o convite era para outro jogo",
    online_fd_paused: |species, secs| {
        format!(
            "{} estão se reconectando — faltam {secs} s",
            match species {
                Species::Fox => "As raposas",
                Species::Dolphin => "Os golfinhos",
            }
        )
    },
    online_wire_log: |why| format!("um registro de jogo que não pode ser lido: {why}"),
};
