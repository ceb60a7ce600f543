//! Each game's guide as data, the same in every language: sections of
//! rules, each rule a sentence of the language's catalogue (`howto_*` keys
//! of [`super::words`]) with its citations, and pictures drawn by the
//! games' own tile rendering from small positions that the rules check.

use crate::rules::fox_dolphin::{picture::parse_board, Board as FdBoard, Coord};
use crate::rules::tictactoe::{Cell, Game as TttGame, Player};
use crate::ui::fox_dolphin::board::tiles::{Fresh, Mark, TileView};
use crate::ui::howto::words::HowtoWords;

/// The game a How to play is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelpGame {
    TicTacToe,
    FoxDolphin,
}

/// The specification a rule comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spec {
    Vdm,
    Led,
    Quint,
    Z,
    /// A **Decision** of `docs/rules.md`: no specification states it.
    Decision,
}

impl Spec {
    /// The specification's name as `docs/traceability.md` writes it.
    pub fn name(self) -> &'static str {
        match self {
            Spec::Vdm => "VDM-SL",
            Spec::Led => "LED",
            Spec::Quint => "Quint",
            Spec::Z => "Z",
            Spec::Decision => "Decision",
        }
    }
}

/// One citation: a clause of a specification, named as in
/// `docs/traceability.md` (a test checks that the row exists).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cite {
    pub spec: Spec,
    pub clause: &'static str,
}

/// `cite!(Z, "Flood")`: a citation, as a constant (so `&[…]` of them is
/// `'static`).
macro_rules! cite {
    ($spec:ident, $clause:literal) => {
        Cite {
            spec: Spec::$spec,
            clause: $clause,
        }
    };
}

/// A small position, drawn with the game's own rendering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Picture {
    /// A tic-tac-toe game: the cells played in order (1..SIZE², row by
    /// row, LED's numbering), X first.
    TicTacToe {
        size: usize,
        moves: &'static [usize],
    },
    /// A corner of a Fox & Dolphin board, as the rules' text picture
    /// (`. # f F d D`, see [`crate::rules::fox_dolphin::picture`]).
    FoxDolphin { board: &'static str },
}

/// A sentence of the catalogue, in whichever language is shown.
pub type Say = fn(&HowtoWords) -> &'static str;

/// `say!(howto_fd_board)`: that key of the language's catalogue.
macro_rules! say {
    ($key:ident) => {
        |t: &HowtoWords| t.$key()
    };
}

/// A rule: one sentence of the catalogue, and where it comes from.
pub struct Rule {
    pub text: Say,
    pub cites: &'static [Cite],
}

/// A picture and its caption (the caption is the text alternative: the
/// drawing itself is hidden from assistive technology).
pub struct Figure {
    pub picture: Picture,
    pub caption: Say,
}

/// A heading, its rules, then its pictures.
pub struct Section {
    pub heading: Say,
    pub rules: &'static [Rule],
    pub figures: &'static [Figure],
}

// ---- Tic-tac-toe ----------------------------------------------------------

/// 3 × 3: X takes the diagonal from the top left.
pub const TTT_WIN_3: Picture = Picture::TicTacToe {
    size: 3,
    moves: &[1, 4, 5, 7, 9],
};
/// 4 × 4: X's diagonal of four wins; O's three in the top row do not.
pub const TTT_WIN_4: Picture = Picture::TicTacToe {
    size: 4,
    moves: &[1, 2, 6, 3, 11, 4, 16],
};
/// 3 × 3: a full board without a line.
pub const TTT_DRAW: Picture = Picture::TicTacToe {
    size: 3,
    moves: &[1, 2, 3, 5, 8, 7, 4, 6, 9],
};

// ---- Fox & Dolphin --------------------------------------------------------

/// A fox on land beside a stranded dolphin (row 2, columns 3 and 4).
pub const FD_FOX_EATS: Picture = Picture::FoxDolphin {
    board: "
        ....
        .#fD
        .##.
        ....",
};
/// A dolphin beside a swimming fox that is next to land (row 3).
pub const FD_DOLPHIN_EATS: Picture = Picture::FoxDolphin {
    board: "
        ....
        .##.
        .#Fd
        ....",
};
/// A fox swimming three steps from the nearest land.
pub const FD_FOX_TOO_FAR: Picture = Picture::FoxDolphin {
    board: "
        ##...
        #....
        ..F..
        .....
        .....",
};

/// The sections of a game's How to play (a table: its sentences are keys
/// of the catalogue, read in the language shown).
pub fn sections(game: HelpGame) -> &'static [Section] {
    match game {
        HelpGame::TicTacToe => &TTT_SECTIONS,
        HelpGame::FoxDolphin => &FD_SECTIONS,
    }
}

static TTT_SECTIONS: [Section; 4] = [
    Section {
        heading: say!(howto_ttt_board_heading),
        rules: &[
            Rule {
                text: say!(howto_ttt_board),
                cites: &[cite!(Vdm, "SIZE")],
            },
            Rule {
                text: say!(howto_ttt_turns),
                cites: &[cite!(Vdm, "PlayOrder"), cite!(Led, "whoseTurn")],
            },
            Rule {
                text: say!(howto_ttt_empty_cell),
                cites: &[cite!(Vdm, "move"), cite!(Led, "legalMove")],
            },
        ],
        figures: &[],
    },
    Section {
        heading: say!(howto_ttt_win_heading),
        rules: &[
            Rule {
                text: say!(howto_ttt_lines),
                cites: &[cite!(Vdm, "winningLines")],
            },
            Rule {
                text: say!(howto_ttt_win),
                cites: &[cite!(Vdm, "hasWon"), cite!(Led, "gameOver")],
            },
        ],
        figures: &[
            Figure {
                picture: TTT_WIN_3,
                caption: say!(howto_ttt_win_3_caption),
            },
            Figure {
                picture: TTT_WIN_4,
                caption: say!(howto_ttt_win_4_caption),
            },
        ],
    },
    Section {
        heading: say!(howto_ttt_draw_heading),
        rules: &[Rule {
            text: say!(howto_ttt_draw),
            cites: &[cite!(Vdm, "isDraw"), cite!(Led, "gameOver")],
        }],
        figures: &[Figure {
            picture: TTT_DRAW,
            caption: say!(howto_ttt_draw_caption),
        }],
    },
    Section {
        heading: say!(howto_ttt_computer_heading),
        rules: &[
            Rule {
                text: say!(howto_ttt_easy),
                cites: &[cite!(Decision, "Easy")],
            },
            Rule {
                text: say!(howto_ttt_strategy),
                cites: &[cite!(Quint, "MoveX")],
            },
            Rule {
                text: say!(howto_ttt_perfect),
                cites: &[cite!(Decision, "Perfect")],
            },
        ],
        figures: &[],
    },
];

static FD_SECTIONS: [Section; 8] = [
    Section {
        heading: say!(howto_fd_board_heading),
        rules: &[
            Rule {
                text: say!(howto_fd_board),
                cites: &[cite!(Z, "BoardSize"), cite!(Z, "Board")],
            },
            Rule {
                text: say!(howto_fd_start),
                cites: &[cite!(Z, "INIT")],
            },
        ],
        figures: &[],
    },
    Section {
        heading: say!(howto_fd_when_heading),
        rules: &[
            Rule {
                text: say!(howto_fd_real_time),
                cites: &[cite!(Z, "Turn")],
            },
            Rule {
                text: say!(howto_fd_cooldown),
                cites: &[cite!(Z, "Turn")],
            },
            Rule {
                text: say!(howto_fd_not_heard),
                cites: &[cite!(Decision, "heard requests")],
            },
        ],
        figures: &[],
    },
    Section {
        heading: say!(howto_fd_moving_heading),
        rules: &[
            Rule {
                text: say!(howto_fd_step),
                cites: &[cite!(Z, "AdjacentTile")],
            },
            Rule {
                text: say!(howto_fd_eat),
                cites: &[cite!(Z, "diffBeast"), cite!(Z, "Move")],
            },
        ],
        figures: &[],
    },
    Section {
        heading: say!(howto_fd_foxes_heading),
        rules: &[
            Rule {
                text: say!(howto_fd_fox_moves),
                cites: &[cite!(Z, "FoxMovement")],
            },
            Rule {
                text: say!(howto_fd_fox_eats),
                cites: &[cite!(Z, "FoxMovement")],
            },
        ],
        figures: &[
            Figure {
                picture: FD_FOX_EATS,
                caption: say!(howto_fd_fox_eats_caption),
            },
            Figure {
                picture: FD_FOX_TOO_FAR,
                caption: say!(howto_fd_fox_too_far_caption),
            },
        ],
    },
    Section {
        heading: say!(howto_fd_dolphins_heading),
        rules: &[
            Rule {
                text: say!(howto_fd_dolphin_moves),
                cites: &[cite!(Z, "DolphinToSea")],
            },
            Rule {
                text: say!(howto_fd_dolphin_stranded),
                cites: &[cite!(Z, "DolphinToSea")],
            },
            Rule {
                text: say!(howto_fd_dolphin_eats),
                cites: &[cite!(Z, "DolphinToSea")],
            },
        ],
        figures: &[Figure {
            picture: FD_DOLPHIN_EATS,
            caption: say!(howto_fd_dolphin_eats_caption),
        }],
    },
    Section {
        heading: say!(howto_fd_tide_heading),
        rules: &[
            Rule {
                text: say!(howto_fd_tide_cycle),
                cites: &[cite!(Z, "Flood")],
            },
            Rule {
                text: say!(howto_fd_tide_steps),
                cites: &[cite!(Z, "Flood")],
            },
            Rule {
                text: say!(howto_fd_tide_island),
                cites: &[cite!(Z, "Board")],
            },
            Rule {
                text: say!(howto_fd_tide_animals),
                cites: &[cite!(Z, "Flood")],
            },
        ],
        figures: &[],
    },
    Section {
        heading: say!(howto_fd_end_heading),
        rules: &[
            Rule {
                text: say!(howto_fd_end_eaten),
                cites: &[cite!(Z, "CheckWinner"), cite!(Z, "UpdateStatus")],
            },
            Rule {
                text: say!(howto_fd_end_leave),
                cites: &[cite!(Z, "Disconnect")],
            },
            Rule {
                text: say!(howto_fd_end_time),
                cites: &[cite!(Decision, "time limit")],
            },
            Rule {
                text: say!(howto_fd_end_hour),
                cites: &[cite!(Decision, "one-hour ceiling")],
            },
        ],
        figures: &[],
    },
    // Not rules but what follows from them: the tide leaves a fox on the
    // shore swimming, where a dolphin eats it, and a dolphin by the island
    // stranded, where a fox eats it.
    Section {
        heading: say!(howto_fd_tips_heading),
        rules: &[
            Rule {
                text: say!(howto_fd_tip_foxes),
                cites: &[cite!(Z, "Flood"), cite!(Z, "DolphinToSea")],
            },
            Rule {
                text: say!(howto_fd_tip_dolphins),
                cites: &[cite!(Z, "Flood"), cite!(Z, "FoxMovement")],
            },
        ],
        figures: &[],
    },
];

// ---- What a picture shows ---------------------------------------------------

/// A tic-tac-toe picture's game: its moves played by the rules, X first.
/// `None` if the rules refuse one (a test keeps every picture playable).
pub fn ttt_game(size: usize, moves: &[usize]) -> Option<TttGame> {
    let mut game = TttGame::new(size, Player::X).ok()?;
    for &number in moves {
        let cell = Cell::from_number(number, size)?;
        game.play(game.turn(), cell).ok()?;
    }
    Some(game)
}

/// A Fox & Dolphin picture's board, parsed by the rules.
pub fn fd_board(text: &str) -> Option<FdBoard> {
    parse_board(text).ok()
}

/// A Fox & Dolphin picture as HTML: rows of the board's own tiles
/// ([`TileView`]'s classes and animal pictures), with no roles, ids or
/// names, so it is neither a grid nor in the tab order; the figure's
/// caption is its text. The animals' `<symbol>`s must be on the page.
pub fn fd_picture_html(board: &FdBoard) -> String {
    let size = board.size();
    let mut html = String::with_capacity(size * size * 40);
    for row in 0..size {
        html.push_str(r#"<div class="fd-row">"#);
        for col in 0..size {
            if let Some(tile) = board.tile(Coord::new(row, col)) {
                TileView {
                    surface: tile.surface,
                    occupant: tile.occupant,
                    mark: Mark::None,
                    cursor: false,
                    fresh: Fresh::None,
                    reach: None,
                }
                .push_picture_html(&mut html);
            }
        }
        html.push_str("</div>");
    }
    html
}
