//! A tic-tac-toe setup and its link:
//! `?game=tic-tac-toe&size=3|4&opponent=easy|strategy|perfect|friend|computer&first=x|o&you=x|o`.

use crate::rules::tictactoe::{check_size, Level, Player, MIN_SIZE};
use crate::ui::link::{self, Ignored, Query, Reason};

/// The value of `game=` that opens this screen.
pub const GAME_KEY: &str = "tic-tac-toe";

/// Who plays against you.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opponent {
    /// The computer at a level.
    Computer(Level),
    /// A friend on this device (hot seat): both marks are played by clicks.
    Friend,
    /// The computer plays both marks, with a visible pause between moves.
    Watch,
}

impl Opponent {
    pub const ALL: [Opponent; 5] = [
        Opponent::Computer(Level::Easy),
        Opponent::Computer(Level::Strategy),
        Opponent::Computer(Level::Perfect),
        Opponent::Friend,
        Opponent::Watch,
    ];

    /// The word used in links.
    pub fn key(self) -> &'static str {
        match self {
            Opponent::Computer(Level::Easy) => "easy",
            Opponent::Computer(Level::Strategy) => "strategy",
            Opponent::Computer(Level::Perfect) => "perfect",
            Opponent::Friend => "friend",
            Opponent::Watch => "computer",
        }
    }

    pub fn from_key(key: &str) -> Option<Opponent> {
        Opponent::ALL.into_iter().find(|o| o.key() == key)
    }
}

/// Everything a link fixes about a game of tic-tac-toe.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    pub size: usize,
    pub opponent: Opponent,
    /// Who moves first (VDM `PlayOrder`).
    pub first: Player,
    /// The mark you play against a computer opponent.
    pub you: Player,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            size: MIN_SIZE,
            opponent: Opponent::Computer(Level::Perfect),
            first: Player::X,
            you: Player::X,
        }
    }
}

/// The keys a tic-tac-toe link may hold; `moves` opens a replay
/// ([`super::replay`]).
const KEYS: [&str; 6] = ["game", "size", "opponent", "first", "you", "moves"];

impl Setup {
    /// Reads a setup from a query, with a note for every value ignored.
    pub fn from_query(query: &Query) -> (Setup, Vec<Ignored>) {
        let default = Setup::default();
        let mut ignored = query.unknown_keys(&KEYS);
        let setup = Setup {
            size: link::read(query, "size", default.size, parse_size, &mut ignored),
            opponent: link::read(
                query,
                "opponent",
                default.opponent,
                parse_opponent,
                &mut ignored,
            ),
            first: link::read(query, "first", default.first, parse_player, &mut ignored),
            you: link::read(query, "you", default.you, parse_player, &mut ignored),
        };
        (setup, ignored)
    }

    /// The link that reproduces this setup.
    pub fn to_query(&self) -> String {
        link::encode(&[
            ("game", GAME_KEY.to_owned()),
            ("size", self.size.to_string()),
            ("opponent", self.opponent.key().to_owned()),
            ("first", player_key(self.first).to_owned()),
            ("you", player_key(self.you).to_owned()),
        ])
    }

    /// Whether a person (rather than the computer) places `player`'s marks.
    pub fn is_human(&self, player: Player) -> bool {
        match self.opponent {
            Opponent::Computer(_) => player == self.you,
            Opponent::Friend => true,
            Opponent::Watch => false,
        }
    }
}

pub fn player_key(player: Player) -> &'static str {
    match player {
        Player::X => "x",
        Player::O => "o",
    }
}

/// A number, then the rules' own check ([`check_size`]).
fn parse_size(raw: &str) -> Result<usize, Reason> {
    raw.trim()
        .parse::<usize>()
        .ok()
        .and_then(|size| check_size(size).ok())
        .ok_or(Reason::TttSize)
}

fn parse_opponent(raw: &str) -> Result<Opponent, Reason> {
    Opponent::from_key(raw).ok_or(Reason::TttOpponent)
}

fn parse_player(raw: &str) -> Result<Player, Reason> {
    match raw {
        "x" | "X" => Ok(Player::X),
        "o" | "O" => Ok(Player::O),
        _ => Err(Reason::TttMark),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(search: &str) -> (Setup, Vec<Ignored>) {
        Setup::from_query(&Query::parse(search))
    }

    #[test]
    fn an_empty_link_gives_the_default_setup_silently() {
        assert_eq!(parse("?game=tic-tac-toe"), (Setup::default(), vec![]));
    }

    #[test]
    fn every_setting_is_read_from_the_link() {
        let (setup, ignored) = parse("?game=tic-tac-toe&size=4&opponent=strategy&first=o&you=o");
        assert!(ignored.is_empty());
        assert_eq!(
            setup,
            Setup {
                size: 4,
                opponent: Opponent::Computer(Level::Strategy),
                first: Player::O,
                you: Player::O
            }
        );
    }

    #[test]
    fn a_size_out_of_range_is_ignored_with_a_note() {
        let (setup, ignored) = parse("?size=5");
        assert_eq!(setup.size, 3);
        assert_eq!(ignored.len(), 1);
        assert_eq!(ignored[0].key, "size");
        assert_eq!(ignored[0].value, "5");
    }

    #[test]
    fn each_malformed_value_gets_its_own_note() {
        let (setup, ignored) = parse("?size=big&opponent=grandmaster&first=z&you=&extra=1");
        assert_eq!(setup, Setup::default());
        let keys: Vec<&str> = ignored.iter().map(|i| i.key.as_str()).collect();
        assert_eq!(keys, ["extra", "size", "opponent", "first", "you"]);
    }

    #[test]
    fn the_link_of_a_setup_reads_back_as_the_same_setup() {
        for opponent in Opponent::ALL {
            let setup = Setup {
                size: 4,
                opponent,
                first: Player::O,
                you: Player::X,
            };
            assert_eq!(parse(&setup.to_query()), (setup, vec![]));
        }
    }

    #[test]
    fn who_is_human_follows_the_opponent() {
        let mut setup = Setup {
            you: Player::O,
            ..Setup::default()
        };
        assert!(setup.is_human(Player::O) && !setup.is_human(Player::X));
        setup.opponent = Opponent::Friend;
        assert!(setup.is_human(Player::O) && setup.is_human(Player::X));
        setup.opponent = Opponent::Watch;
        assert!(!setup.is_human(Player::O) && !setup.is_human(Player::X));
    }
}
