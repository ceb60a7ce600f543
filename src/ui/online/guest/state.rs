//! The guest's page as plain state, tested natively: its answer to the
//! invitation, the connection to the host, the guest's mirror of the match,
//! the click-to-result times it measures, and the series' past games it
//! keeps for the tab ([`GuestState::take_past_save`]). The page component
//! (`guest_page.rs`) holds one, feeds it the browser's events and the frame
//! loop's clock, and draws it.

use crate::bytes::base64url_decode;
use crate::clock::Millis;
use crate::online::code::{Code, Kind};
use crate::online::connection::OnlineProblem;
use crate::online::connection::{ChannelEvent, Closing, Connection, FrameStart};
use crate::online::game::OnlineGame;
use crate::online::guest::Guest;
use crate::online::host::past::PastSaved;
use crate::online::relay_policy::JoinNotice;
use crate::online::wire::{Role, SeatToken};
use crate::session::Session;

/// Everything the guest's page keeps.
pub struct GuestState<G: OnlineGame, C> {
    connection: Option<C>,
    answer: Option<String>,
    guest: Option<Guest<G>>,
    closed: bool,
    /// A new connection to the host is being made after it was lost: its
    /// opening starts a new guest.
    rejoining: bool,
    error: Option<OnlineProblem>,
    /// A request sent and not yet seen back: when (wall ms), and how many
    /// of the seat's requests were answered then.
    sent: Option<(Millis, usize)>,
    /// Click-to-result times, in ms, for the page's figures.
    latencies: Vec<u32>,
    closing: Closing<C>,
    /// This tab's seat token, sent in the hello (0: none).
    token: SeatToken,
    /// The past games the tab kept ([`GuestState::keep_saved_past`]),
    /// until the host's first welcome says which game the series is at.
    kept_past: Option<Vec<u8>>,
    /// The kept past games were refused (the page says so).
    past_refused: bool,
    past_saved: PastSaved,
}

/// The tab's key for a guest page's past games ([`GuestState::take_past_save`]),
/// before its link's fragment (the invitation it joined by).
pub const GUEST_PAST_KEY: &str = "fox-xo-guest-past:";

impl<G: OnlineGame, C> Default for GuestState<G, C> {
    fn default() -> Self {
        GuestState {
            connection: None,
            answer: None,
            guest: None,
            closed: false,
            rejoining: false,
            error: None,
            sent: None,
            latencies: Vec::new(),
            closing: Closing::default(),
            token: 0,
            kept_past: None,
            past_refused: false,
            past_saved: PastSaved::default(),
        }
    }
}

impl<G: OnlineGame, C: Connection> GuestState<G, C> {
    // ----- reading -----

    /// The answer code to send back to the host.
    pub fn answer(&self) -> Option<&str> {
        self.answer.as_deref()
    }

    /// Why the answer could not be made.
    pub fn error(&self) -> Option<&OnlineProblem> {
        self.error.as_ref()
    }

    /// The connection closed (or never opened).
    pub fn closed(&self) -> bool {
        self.closed
    }

    pub fn guest(&self) -> Option<&Guest<G>> {
        self.guest.as_ref()
    }

    /// The seats the person at this device plays (none for a watcher).
    pub fn seats(&self) -> Vec<G::Side> {
        match self.guest.as_ref().and_then(Guest::role) {
            Some(Role::Seat(s)) => vec![s],
            _ => Vec::new(),
        }
    }

    pub fn latencies(&self) -> &[u32] {
        &self.latencies
    }

    /// The past games the tab kept were refused: the series goes on
    /// without their replays.
    pub fn past_refused(&self) -> bool {
        self.past_refused
    }

    // ----- connecting -----

    /// The seat token this tab's hello carries (see [`parse_token`]).
    pub fn set_token(&mut self, token: SeatToken) {
        self.token = token;
    }

    /// The series' past games an earlier page of this tab kept
    /// ([`GuestState::take_past_save`]'s text, `None`: none), put back
    /// into the guest at the host's first welcome ([`Guest::restore_past`]);
    /// refused at once if they are not base64url.
    pub fn keep_saved_past(&mut self, text: Option<&str>) {
        let Some(text) = text else { return };
        self.kept_past = base64url_decode(text);
        self.past_refused = self.kept_past.is_none();
    }

    /// The connection and its answer (SDP) made for the invitation of
    /// `session`, or why the browser could not.
    pub fn answer_made(&mut self, session: u32, made: Result<(C, String), OnlineProblem>) {
        let made = made.and_then(|(connection, sdp)| {
            let code = Code::from_sdp(&sdp, Kind::Answer, session).map_err(OnlineProblem::Code)?;
            Ok((connection, code))
        });
        match made {
            Ok((connection, code)) => {
                // An answer to a newer offer replaces the old connection.
                if let Some(old) = self.connection.replace(connection) {
                    self.closing.retire(old);
                }
                self.answer = Some(code.to_text());
                self.error = None;
            }
            Err(why) => self.error = Some(why),
        }
    }

    /// An event of the connection to the host, at `now` (ms).
    pub fn on_event(&mut self, event: ChannelEvent, now: Millis) {
        match event {
            ChannelEvent::Open => {
                if self.guest.is_none() || self.rejoining {
                    // The first channel, or one made by a join again: a new
                    // guest, whose hello carries the tab's seat token.
                    self.rejoining = false;
                    self.closed = false;
                    let (mut guest, hello) = Guest::new(now, self.token);
                    // The series' games seen so far stay on the page.
                    if let Some(old) = &self.guest {
                        guest.keep_past(old.series().id, old.past_games());
                    }
                    self.guest = Some(guest);
                    self.send(vec![hello]);
                } else if let Some(hello) = self.guest.as_ref().map(|g| g.hello()) {
                    // A channel opened again: hello with the same token.
                    self.closed = false;
                    self.send(vec![hello]);
                }
            }
            ChannelEvent::Message(bytes) => {
                let replies = match self.guest.as_mut() {
                    Some(g) => g.receive(&bytes, now),
                    None => Vec::new(),
                };
                // Welcomed: the series' game is known, and the kept
                // past games come back if they fit before it.
                if let Some(g) = self.guest.as_mut().filter(|g| g.role().is_some()) {
                    if let Some(kept) = self.kept_past.take() {
                        self.past_refused = g.restore_past(&kept).is_err_and(|e| e.is_said());
                    }
                }
                self.send(replies);
            }
            ChannelEvent::Closed => self.closed = true,
        }
    }

    /// The host was lost mid-game (the connection closed, or the host went
    /// silent), the game not over, no new connection being made.
    pub fn lost_mid_game(&self, now: Millis) -> bool {
        let Some(guest) = &self.guest else {
            return false;
        };
        let over = guest.game().is_some_and(|g| g.is_over());
        // Turned away (the host serves as many watchers as it may): joining
        // again would meet the same answer.
        !self.rejoining && !over && !guest.turned_away() && (self.closed || guest.host_lost(now))
    }

    /// A new connection to the host will be made: the old one goes, and
    /// the new one's opening starts a new guest (the match stays shown
    /// meanwhile).
    pub fn rejoin(&mut self) {
        self.close();
        self.rejoining = true;
    }

    // ----- the guest's person -----

    /// A click that completed `intent` (or, for a watcher, any click) at
    /// `now`. Sent at once; a refusal is kept as the
    /// guest's notice.
    pub fn click(&mut self, intent: Option<G::Intent>, now: Millis) {
        let Some(guest) = self.guest.as_mut() else {
            return;
        };
        guest.clear_notice();
        if guest.role() == Some(Role::Watcher) {
            // A watcher's click is answered at once: it cannot move.
            let _ = guest.may_move();
            return;
        }
        let Some(intent) = intent else { return };
        let before = match (guest.game(), guest.role()) {
            (Some(game), Some(Role::Seat(seat))) => game.answered(seat),
            _ => 0,
        };
        if Session::submit(guest, intent).is_ok() {
            self.sent = Some((now, before));
            let out = Session::advance(guest, now);
            self.send(out.events);
        }
    }

    /// The person asks for a rematch (`yes`) or declines, at `now`: sent
    /// at once, or refused (kept as the guest's notice).
    pub fn rematch(&mut self, yes: bool, now: Millis) {
        let Some(guest) = self.guest.as_mut() else {
            return;
        };
        guest.clear_notice();
        if let Ok(bytes) = guest.ask_rematch(yes, now) {
            self.send(vec![bytes]);
        }
    }

    /// The person leaves (the page is closing): Z spec `Disconnect`, said
    /// at once so the host need not wait for the silence.
    pub fn leave(&mut self, now: Millis) {
        let leave = self.guest.as_mut().and_then(|g| g.intend_leave(now).ok());
        self.send(leave.into_iter().collect());
    }

    // ----- time -----

    /// One frame of the page loop at `now`: runs the guest's
    /// mirror on and sends what it says; returns whether a request's
    /// result came back (the page redraws then, whatever the match shows).
    pub fn frame(&mut self, now: Millis) -> bool {
        self.closing.free(FrameStart::new());
        let Some(guest) = self.guest.as_mut() else {
            return false;
        };
        let out = Session::advance(guest, now).events;
        let mut came_back = false;
        if self.sent.is_some() && guest.notice().is_some() {
            // Refused: no result to time.
            self.sent = None;
        }
        if let (Some((at, before)), Some(game), Some(Role::Seat(seat))) =
            (self.sent, guest.game(), guest.role())
        {
            if game.answered(seat) > before {
                self.latencies
                    .push(u32::try_from(now.since(at)).unwrap_or(u32::MAX));
                self.sent = None;
                came_back = true;
            }
        }
        self.send(out);
        came_back
    }

    /// The series' past games this guest saw ([`Guest::save_past`], as
    /// base64url) to keep for the tab, when they changed since last taken
    /// (a game joined them, or a new series dropped them): only once the
    /// host welcomed this guest and the kept ones were put back, so a page
    /// that never hears its host keeps what the tab had.
    pub fn take_past_save(&mut self) -> Option<String> {
        if self.kept_past.is_some() {
            return None;
        }
        let guest = self.guest.as_ref().filter(|g| g.role().is_some())?;
        // The guest's past in its own format ([`Guest::save_past`]): the host's.
        self.past_saved
            .take::<G>(guest.series().id, guest.past_games())
    }

    /// The page goes: its connection closes on the next frame, or with the
    /// state.
    pub fn close(&mut self) {
        if let Some(c) = self.connection.take() {
            self.closing.retire(c);
        }
    }

    fn send(&self, messages: Vec<Vec<u8>>) {
        if let Some(connection) = &self.connection {
            for m in messages {
                connection.send(&m);
            }
        }
    }
}

/// Why the guest's page shows its answer code to send back by hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnswerHint {
    /// The link has no relays (Same Wi-Fi only, or an old link).
    ByHand,
    /// Every relay refused, closed or stayed silent.
    RelaysFailed,
    /// A relay works, but the host's page did not answer through it.
    NoReply,
}

/// What the guest's page says over its code, from how its relays do
/// (`None`: it has none).
pub fn answer_hint(relays: Option<JoinNotice>) -> AnswerHint {
    match relays {
        None | Some(JoinNotice::ByHand) => AnswerHint::ByHand,
        Some(JoinNotice::Failed) => AnswerHint::RelaysFailed,
        Some(JoinNotice::Working | JoinNotice::Slow) => AnswerHint::NoReply,
    }
}

/// A seat token as the tab keeps it: 16 hex digits, not all zero.
pub fn token_text(token: SeatToken) -> String {
    format!("{token:016x}")
}

/// A kept seat token, or `None` if the text is not one (then the page
/// draws a new one).
pub fn parse_token(text: &str) -> Option<SeatToken> {
    if text.len() != 16 || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    u64::from_str_radix(text, 16).ok().filter(|&t| t != 0)
}
