//! A tic-tac-toe setup and its link:
//! `?game=tic-tac-toe&size=3|4&opponent=easy|strategy|perfect|friend|computer&first=x|o&you=x|o`.

use crate::rules::tictactoe::notation::MovesError;
use crate::rules::tictactoe::{check_size, Level, Player, MIN_SIZE};
use crate::rules::Seat;
use crate::ui::i18n::Lang;
use crate::ui::link::{self, Ignored, Query, Worded};
use crate::ui::tictactoe::words::TttWords;

/// The value of `game=` that opens this screen.
pub const GAME_KEY: &str = "tic-tac-toe";

/// The opponents a setup offers (`opponent=` in links), each as who plays
/// your mark and who plays the other: you against the computer at a level,
/// you against a friend at this device, or the computer against itself
/// (you watch).
pub const OPPONENTS: [(Seat<Level>, Seat<Level>); 5] = [
    (Seat::You, Seat::Computer(Level::Easy)),
    (Seat::You, Seat::Computer(Level::Strategy)),
    (Seat::You, Seat::Computer(Level::Perfect)),
    (Seat::You, Seat::HotSeat),
    (
        Seat::Computer(Level::Strategy),
        Seat::Computer(Level::Strategy),
    ),
];

/// The word used in links for the opponent of `yours` (who plays your
/// mark) and `opponent` (who plays the other).
pub fn opponent_key(yours: Seat<Level>, opponent: Seat<Level>) -> &'static str {
    match (yours, opponent) {
        (Seat::Computer(_), _) => "computer",
        (_, Seat::Computer(Level::Easy)) => "easy",
        (_, Seat::Computer(Level::Strategy)) => "strategy",
        (_, Seat::Computer(Level::Perfect)) => "perfect",
        (_, Seat::You | Seat::HotSeat | Seat::Guest) => "friend",
    }
}

/// Who plays your mark and who plays the other, for a link's word.
pub fn opponent_of(key: &str) -> Option<(Seat<Level>, Seat<Level>)> {
    OPPONENTS
        .into_iter()
        .find(|&(yours, opponent)| opponent_key(yours, opponent) == key)
}

/// Everything a link fixes about a game of tic-tac-toe.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    pub size: usize,
    /// Who plays your mark: you, or the computer while you watch.
    pub yours: Seat<Level>,
    /// Who plays the other mark: the computer at a level, or a friend at
    /// this device.
    pub opponent: Seat<Level>,
    /// Who moves first (VDM `PlayOrder`).
    pub first: Player,
    /// Your mark (online, the host's).
    pub you: Player,
}

/// The game a link without settings plays: you (X, first) against Easy on
/// 3 × 3, a computer a newcomer can beat (Perfect, which cannot be beaten,
/// is one choice away in the settings).
impl Default for Setup {
    fn default() -> Setup {
        Setup {
            size: MIN_SIZE,
            yours: Seat::You,
            opponent: Seat::Computer(Level::Easy),
            first: Player::X,
            you: Player::X,
        }
    }
}

/// The keys a tic-tac-toe link may hold; `moves` opens a replay
/// ([`crate::ui::tictactoe::replay::model`]).
const KEYS: [&str; 6] = ["game", "size", "opponent", "first", "you", "moves"];

impl Setup {
    /// Reads a setup from a query, with a note for every value ignored.
    pub fn from_query(query: &Query) -> (Setup, Vec<Ignored<TttReason>>) {
        let default = Setup::default();
        let mut ignored = query.unknown_keys(&KEYS);
        let size = link::read(query, "size", default.size, parse_size, &mut ignored);
        let (yours, opponent) = link::read(
            query,
            "opponent",
            (default.yours, default.opponent),
            parse_opponent,
            &mut ignored,
        );
        let setup = Setup {
            size,
            yours,
            opponent,
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
            (
                "opponent",
                opponent_key(self.yours, self.opponent).to_owned(),
            ),
            ("first", player_key(self.first).to_owned()),
            ("you", player_key(self.you).to_owned()),
        ])
    }

    /// Who plays `player`'s marks.
    pub fn seat(&self, player: Player) -> Seat<Level> {
        if player == self.you {
            self.yours
        } else {
            self.opponent
        }
    }

    /// Whether a person (rather than the computer) places `player`'s marks.
    pub fn is_human(&self, player: Player) -> bool {
        !self.seat(player).is_computer()
    }

    /// You play the computer (rather than a friend, or watching it play
    /// itself): the results are yours.
    pub fn against_computer(&self) -> bool {
        !self.yours.is_computer() && self.opponent.is_computer()
    }

    /// The computer plays both marks.
    pub fn is_watch(&self) -> bool {
        self.yours.is_computer()
    }
}

pub fn player_key(player: Player) -> &'static str {
    match player {
        Player::X => "x",
        Player::O => "o",
    }
}

/// Why a value of a link was refused. The sizes in the message are the
/// rules' own ([`MIN_SIZE`], [`crate::rules::tictactoe::MAX_SIZE`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TttReason {
    Size,
    Opponent,
    Mark,
    /// A `moves=` list that cannot be replayed ([`crate::ui::tictactoe::replay::model`]).
    Moves(MovesError),
}

impl Worded for TttReason {
    fn worded(&self, lang: Lang) -> String {
        let t = TttWords::of(lang);
        match self {
            TttReason::Size => t.ttt_reason_size(),
            TttReason::Opponent => t.ttt_reason_opponent().to_owned(),
            TttReason::Mark => t.ttt_reason_mark().to_owned(),
            TttReason::Moves(error) => t.ttt_moves_error(error),
        }
    }
}

/// A number, then the rules' own check ([`check_size`]).
fn parse_size(raw: &str) -> Result<usize, TttReason> {
    raw.trim()
        .parse::<usize>()
        .ok()
        .and_then(|size| check_size(size).ok())
        .ok_or(TttReason::Size)
}

fn parse_opponent(raw: &str) -> Result<(Seat<Level>, Seat<Level>), TttReason> {
    opponent_of(raw).ok_or(TttReason::Opponent)
}

fn parse_player(raw: &str) -> Result<Player, TttReason> {
    match raw {
        "x" | "X" => Ok(Player::X),
        "o" | "O" => Ok(Player::O),
        _ => Err(TttReason::Mark),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(search: &str) -> (Setup, Vec<Ignored<TttReason>>) {
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
                yours: Seat::You,
                opponent: Seat::Computer(Level::Strategy),
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
        for (yours, opponent) in OPPONENTS {
            let setup = Setup {
                size: 4,
                yours,
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
        setup.opponent = Seat::HotSeat;
        assert!(setup.is_human(Player::O) && setup.is_human(Player::X));
        (setup.yours, setup.opponent) = OPPONENTS[4];
        assert!(!setup.is_human(Player::O) && !setup.is_human(Player::X));
    }

    /// A newcomer's games against `level` on the default board, X first as
    /// the default link has it: a newcomer modelled as a player who
    /// completes a line of theirs when one is open, and otherwise marks any
    /// empty square at random (no blocking, no plan). `[wins, draws,
    /// losses]` of 1,000 seeded games.
    fn newcomer_against(level: Level) -> [u32; 3] {
        use crate::rules::tictactoe::{Cell, Computer, Game, Outcome};
        use rand::{Rng, SeedableRng};
        let mut computer = Computer::new();
        let mut tally = [0; 3];
        for seed in 0..1_000 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut game = Game::new(MIN_SIZE, Player::X).expect("the default size");
            while game.outcome() == Outcome::Unfinished {
                let cell = if game.turn() == Player::X {
                    let empty = game.empty_cells();
                    let wins = |&cell: &Cell| {
                        let mut next = game.clone();
                        next.play(Player::X, cell) == Ok(Outcome::Won(Player::X))
                    };
                    match empty.iter().find(|c| wins(c)) {
                        Some(&cell) => cell,
                        None => empty[rng.random_range(0..empty.len())],
                    }
                } else {
                    computer.choose(&game, level, &mut rng).expect("a move")
                };
                game.play(game.turn(), cell).expect("a legal move");
            }
            let k = match game.outcome() {
                Outcome::Won(Player::X) => 0,
                Outcome::Draw => 1,
                _ => 2,
            };
            tally[k] += 1;
        }
        tally
    }

    #[test]
    fn the_default_opponent_is_one_a_newcomer_can_beat() {
        let default = Setup::default();
        let Seat::Computer(level) = default.opponent else {
            panic!("the default game is against the computer");
        };
        // Measured: 581 wins against Easy, 47 against Strategy, none
        // against Perfect.
        let wins = newcomer_against(level)[0];
        assert!(wins >= 500, "a newcomer wins {wins} of 1,000");
        assert!(newcomer_against(Level::Strategy)[0] < 100);
        assert_eq!(
            newcomer_against(Level::Perfect)[0],
            0,
            "Perfect is never beaten"
        );
    }

    #[test]
    fn a_refused_value_reads_as_one_whole_sentence_in_the_style_of_every_note() {
        for lang in Lang::ALL {
            let (start, end) = crate::ui::link::tests::note_frame(lang);
            let said = Ignored::new("size", "7", link::Reason::Game(TttReason::Size)).worded(lang);
            assert!(said.starts_with(start) && said.ends_with(end), "{said}");
        }
        assert_eq!(
            Ignored::new("size", "7", link::Reason::Game(TttReason::Size)).worded(Lang::En),
            "Ignored size=7: the board size must be 3 or 4; using the default."
        );
    }
}
