//! What the online pages say where a newcomer most needs it: a game's end
//! from each seat ("You win", "You lose", "Draw"; a watcher: "Game over",
//! then who won), the side a page paired by *Play someone now* got when
//! the other player chose first, and the relays that cannot be reached.

mod online_net;

use fox_and_xo::online::game::OnlineGame;
use fox_and_xo::online::relay_policy::JoinNotice;
use fox_and_xo::online::seek::{chose_in_link, chose_value, other_chose_first};
use fox_and_xo::online::tictactoe::{TttIntent, TttMatch};
use fox_and_xo::online::verdict::Verdict;
use fox_and_xo::rules::fox_dolphin::{Match, Species};
use fox_and_xo::rules::tictactoe::{Cell, Player};
use fox_and_xo::rules::Seat;
use fox_and_xo::ui::i18n::Lang;
use fox_and_xo::ui::online::words::fox_dolphin::FdOnlineWords;
use fox_and_xo::ui::online::words::tictactoe::TttOnlineWords;
use fox_and_xo::ui::online::words::OnlineWords;
use online_net::{settings, DRAW, FIRST_WINS};

/// Tic-tac-toe on 3×3, X first, played through to the end.
fn ttt(cells: &[(usize, usize)]) -> TttMatch {
    let mut game = TttMatch::new(3, Player::X).unwrap();
    for (i, &(row, col)) in cells.iter().enumerate() {
        let seat = if i % 2 == 0 { Player::X } else { Player::O };
        let cell = Cell::new(row, col);
        game.submit(TttIntent::Play { seat, cell }).unwrap();
        game.step();
    }
    game
}

/// The headline and the game's line of tic-tac-toe's status, as a page of
/// the person who plays `mine` shows them (`src/ui/online/result.rs`).
fn ttt_said(game: &TttMatch, mine: &[Player], lang: Lang) -> (Option<&'static str>, &'static str) {
    let verdict = Verdict::of(game, mine).map(|v| OnlineWords::of(lang).online_verdict(v));
    let line = TttOnlineWords::of(lang).ttt_online_status(game.outcome(), game.game().turn());
    (verdict, line)
}

#[test]
fn the_winner_reads_you_win_the_loser_you_lose_and_a_watcher_who_won() {
    let game = ttt(&FIRST_WINS);
    let en = Lang::En;
    assert_eq!(
        ttt_said(&game, &[Player::X], en),
        (Some("You win"), "X wins.")
    );
    assert_eq!(
        ttt_said(&game, &[Player::O], en),
        (Some("You lose"), "X wins.")
    );
    assert_eq!(ttt_said(&game, &[], en), (Some("Game over"), "X wins."));
    // One person at both seats has no side of their own: who won.
    assert_eq!(
        Verdict::of(&game, &[Player::X, Player::O]),
        Some(Verdict::Ended)
    );
    let pt = Lang::Pt;
    assert_eq!(
        ttt_said(&game, &[Player::X], pt),
        (Some("Você ganhou"), "X vence.")
    );
    assert_eq!(ttt_said(&game, &[Player::O], pt).0, Some("Você perdeu"));
    assert_eq!(ttt_said(&game, &[], pt).0, Some("Fim de jogo"));
}

#[test]
fn a_draw_reads_draw_for_both_players() {
    let game = ttt(&DRAW);
    for mine in [Player::X, Player::O] {
        assert_eq!(
            ttt_said(&game, &[mine], Lang::En),
            (Some("Draw"), "A draw: nobody holds a line.")
        );
    }
    assert_eq!(ttt_said(&game, &[], Lang::En).0, Some("Game over"));
    assert_eq!(ttt_said(&game, &[Player::O], Lang::Pt).0, Some("Empate"));
}

#[test]
fn a_game_that_runs_has_no_verdict_and_says_whose_turn() {
    let game = ttt(&FIRST_WINS[..3]);
    for mine in [&[Player::X][..], &[Player::O], &[]] {
        assert_eq!(ttt_said(&game, mine, Lang::En), (None, "O to play"));
    }
}

#[test]
fn fox_and_dolphin_says_the_verdict_above_who_won_and_why() {
    let mut game = Match::new(settings(), [Seat::You, Seat::Guest]).unwrap();
    assert_eq!(Verdict::of(&game, &[Species::Fox]), None);
    // The dolphins' player leaves: the foxes win.
    game.submit(Match::leave(Species::Dolphin)).unwrap();
    game.step();
    let line = game
        .game()
        .outcome()
        .map(|o| FdOnlineWords::of(Lang::En).online_outcome(o));
    assert_eq!(line.as_deref(), Some("The foxes win: the other side left."));
    let said = |mine: &[Species]| {
        Verdict::of(&game, mine).map(|v| OnlineWords::of(Lang::En).online_verdict(v))
    };
    assert_eq!(said(&[Species::Fox]), Some("You win"));
    assert_eq!(said(&[Species::Dolphin]), Some("You lose"));
    assert_eq!(said(&[]), Some("Game over"));
}

#[test]
fn a_paired_page_that_got_the_other_side_says_the_other_player_chose_it_first() {
    // The link's value, written and read back; anything else names no side.
    for side in [0, 1] {
        assert_eq!(chose_in_link(Some(chose_value(side))), Some(side));
    }
    for bad in [
        None,
        Some(""),
        Some("2"),
        Some("fox"),
        Some("01"),
        Some("-1"),
    ] {
        assert_eq!(chose_in_link(bad), None, "{bad:?}");
    }
    // Chose the foxes (0), got the dolphins (1): said; got the foxes, or
    // did not seek: the plain line.
    assert!(other_chose_first(Some(0), 1));
    assert!(other_chose_first(Some(1), 0));
    assert!(!other_chose_first(Some(0), 0));
    assert!(!other_chose_first(None, 1));
    let fd = FdOnlineWords::of(Lang::En);
    assert_eq!(
        fd.online_you_play(Species::Dolphin, true),
        "You play the dolphins: the other player chose the foxes first."
    );
    assert_eq!(
        fd.online_you_play(Species::Fox, true),
        "You play the foxes: the other player chose the dolphins first."
    );
    assert_eq!(
        fd.online_you_play(Species::Dolphin, false),
        "You play the dolphins."
    );
    assert_eq!(
        TttOnlineWords::of(Lang::En).ttt_online_paired(Player::O),
        "You play O: the other player chose X first."
    );
    assert_eq!(
        TttOnlineWords::of(Lang::Pt).ttt_online_paired(Player::X),
        "Você joga com X: o outro jogador escolheu O primeiro."
    );
}

#[test]
fn relays_that_cannot_be_reached_leave_the_answers_by_hand_under_connect() {
    let t = OnlineWords::of(Lang::En);
    // The alert at the top says why; the line under Connect, what to do.
    assert_eq!(
        t.online_answer_notice(JoinNotice::Failed),
        t.online_answer_notice(JoinNotice::ByHand)
    );
    assert!(t
        .online_relays_failed()
        .starts_with("The relays cannot be reached"));
}
