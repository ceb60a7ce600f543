//! The review page's words in Portuguese.

use super::Entries;

pub const PT: Entries = Entries {
    review_title: "O que aconteceu",
    review_intro: "Os momentos do seu jogo que mais lhe custaram. Cada um mostra o tabuleiro naquele momento, com a jogada que o nível mais forte (21 · Especialista) teria feito marcada: um anel verde no animal, um ponto verde aonde ele vai.",
    review_none: "Nada neste jogo lhe custou um animal ou uma captura: nenhum momento a mostrar. Que tal um nível mais forte?",
    review_moments: "Os momentos",
    review_moment_of: |n, of| format!("Momento {n} de {of}"),
    review_no_link: "Esta página revê um jogo pelo link do replay, e este link não traz nenhum. Jogue contra o computador e escolha \"O que aconteceu\" no fim.",
    review_bad_link: |why| format!("Este link de replay não pode ser revisto: {why} Nada foi alterado."),
    review_not_against_computer: "Só se revê um jogo de uma pessoa contra o computador: este não tem a quem aconselhar.",
    review_too_long: "Este jogo é longo demais ou o tabuleiro grande demais para rever aqui sem travar a página.",
    review_play_again: "Jogar de novo",
    review_watch_replay: "Ver o replay inteiro",
    review_board_help: "O tabuleiro no momento escolhido acima, como o replay o mostra.",
    review_best_wait: "O nível mais forte não moveria nada neste momento.",
    review_moment_fox_lost: |when, row, col| format!("{when}: os golfinhos comeram sua raposa na linha {}, coluna {}.", row + 1, col + 1),
    review_moment_dolphin_lost: |when, row, col| format!("{when}: as raposas comeram seu golfinho na linha {}, coluna {}.", row + 1, col + 1),
    review_moment_fox_missed: |when, row, col, to_row, to_col| format!("{when}: sua raposa na linha {}, coluna {} podia ter comido o golfinho encalhado na linha {}, coluna {}.", row + 1, col + 1, to_row + 1, to_col + 1),
    review_moment_dolphin_missed: |when, row, col, to_row, to_col| format!("{when}: seu golfinho na linha {}, coluna {} podia ter comido a raposa nadando na linha {}, coluna {}.", row + 1, col + 1, to_row + 1, to_col + 1),
    review_moment_flooded: |when, row, col| format!("{when}: a maré inundou o chão da sua raposa na linha {}, coluna {} e a deixou nadando.", row + 1, col + 1),
    review_moment_stranded: |when, row, col| format!("{when}: a maré ergueu terra sob seu golfinho na linha {}, coluna {} e o deixou encalhado.", row + 1, col + 1),
    review_best_fox: |row, col, to_row, to_col| format!("O nível mais forte moveria sua raposa da linha {}, coluna {} para a linha {}, coluna {}.", row + 1, col + 1, to_row + 1, to_col + 1),
    review_best_dolphin: |row, col, to_row, to_col| format!("O nível mais forte moveria seu golfinho da linha {}, coluna {} para a linha {}, coluna {}.", row + 1, col + 1, to_row + 1, to_col + 1),
};
