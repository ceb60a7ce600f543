//! The host's room: the host's match and everything its page decides
//! around it, as plain state tested natively: who is connected, the
//! invitation shown and the answers it takes (pasted, handed over, or
//! through the relays, as [`HostSignal`] admits them), the host's own
//! refused requests, the connections to free, when to keep the host's
//! save for the tab ([`HostRoom::take_save`]), and whether the page must
//! redraw ([`HostRoom::frame`]). The host's page holds one, feeds it the browser's events and
//! the frame loop's clock, and draws it; it decides nothing itself.

use crate::bytes::{base64url_decode, base64url_encode};
use crate::clock::Millis;
use crate::online::code::{Code, Invitations, Kind};
use crate::online::connection::{ChannelEvent, Closing, Connection, FrameStart, OnlineProblem};
use crate::online::game::{OnlineGame, RefusalOf};
use crate::online::host::save::RestoreError;
use crate::online::host::{Host, Out, PeerId};
use crate::online::series::SeriesShown;
use crate::online::signal::{HostAction, HostSignal, PublicKey, Signal};
use crate::online::wire::Role;
use crate::session::Session;

use super::past::PastSaved;

/// One guest's connection: made for an invitation (`session`), a peer of
/// the host once open.
struct Slot<C> {
    session: u32,
    connection: C,
    peer: Option<PeerId>,
}

/// The invitation shown, with the connection that waits for its answer.
pub struct Invite<C> {
    pub session: u32,
    pub link: String,
    /// The offer code, as an offer through the relays carries it.
    pub code: String,
    connection: C,
}

impl<C> Invite<C> {
    /// The invitation link's fragment, as a seeking page hands the room
    /// over ([`crate::online::invitation::fragment_of`]).
    pub fn fragment(&self) -> Option<&str> {
        crate::online::invitation::fragment_of(&self.link)
    }
}

/// Invitations offered to one guest each through the relays, waiting for
/// their answers, at most (the oldest is withdrawn).
const OFFERED_KEPT: usize = 8;

/// Everything the host's page keeps.
pub struct HostRoom<G: OnlineGame, C> {
    host: Host<G>,
    /// The host's own last request refused, and why.
    refused: Option<RefusalOf<G>>,
    slots: Vec<Slot<C>>,
    invite: Option<Invite<C>>,
    /// Invitations offered to a guest through the relays, no longer shown.
    offered: Vec<Invite<C>>,
    invitations: Invitations,
    message: Option<OnlineProblem>,
    making: bool,
    closing: Closing<C>,
    /// When the host was last saved, and what it held then (intents
    /// applied, the seated guests, started, paused, its tick).
    saved: Option<(Millis, SaveMark)>,
    past_saved: PastSaved,
    /// The join through the relays: who asked, who waits for an invitation.
    signal: HostSignal,
    /// What the page drew last ([`HostRoom::frame`]).
    drawn: Drawn,
}

/// What the host's page drew at its last frame, to tell whether the next
/// one changes it: the pause's seconds left, and the series.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Drawn {
    pause_secs: Option<u64>,
    series: SeriesShown,
}

/// What one frame of the page loop changed ([`HostRoom::frame`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Frame {
    /// A new game of the series began: the page draws a new board.
    pub new_game: bool,
    /// The pause's seconds or the series changed: the page redraws.
    pub changed: bool,
}

/// What a save is taken again for: what changes it at once, and the tick
/// (at most every [`SAVE_EVERY_MS`]).
#[derive(Clone, Debug, PartialEq, Eq)]
struct SaveMark {
    at_once: SavedAtOnce,
    tick: u64,
}

/// What is saved again as soon as it changes: the intents applied, the
/// seated guests, and whether the match started and is paused.
#[derive(Clone, Debug, PartialEq, Eq)]
struct SavedAtOnce {
    intents: usize,
    seated: Vec<PeerId>,
    started: bool,
    paused: bool,
}

/// The host's page keeps its save at most this often while only the
/// clock runs.
pub const SAVE_EVERY_MS: u64 = 500;
/// The host a tab kept ([`HostRoom::take_save`]'s text), restored at
/// `now`: `None` if none was kept or its game is over (a reload then
/// starts a new one), `Err` if one was kept and is refused.
pub fn kept_host<G: OnlineGame>(
    text: Option<&str>,
    now: Millis,
) -> Result<Option<Host<G>>, RestoreError> {
    let Some(text) = text else {
        return Ok(None);
    };
    let bytes = base64url_decode(text).ok_or(RestoreError::Damaged("base64url"))?;
    Ok(Some(Host::<G>::restore(&bytes, now)?).filter(|h| !h.game().is_over()))
}

/// The series' past games a tab kept ([`HostRoom::take_past_save`]'s
/// text) put back into `host`, itself restored from the tab: nothing if
/// none was kept, `Err` (and `host` unchanged) if they are refused
/// ([`RestoreError::OtherSeries`]: another series' games, which the page
/// does not say).
pub fn kept_past<G: OnlineGame>(
    host: &mut Host<G>,
    text: Option<&str>,
) -> Result<(), RestoreError> {
    let Some(text) = text else {
        return Ok(());
    };
    let bytes = base64url_decode(text).ok_or(RestoreError::Damaged("base64url"))?;
    host.restore_past(&bytes)
}

impl<G: OnlineGame, C: Connection> HostRoom<G, C> {
    pub fn new(host: Host<G>) -> Self {
        HostRoom {
            host,
            refused: None,
            slots: Vec::new(),
            invite: None,
            offered: Vec::new(),
            invitations: Invitations::default(),
            message: None,
            making: false,
            closing: Closing::default(),
            saved: None,
            past_saved: PastSaved::default(),
            signal: HostSignal::new(),
            drawn: Drawn::default(),
        }
    }

    // ----- reading -----

    pub fn host(&self) -> &Host<G> {
        &self.host
    }

    pub fn game(&self) -> &G {
        self.host.game()
    }

    pub fn invite(&self) -> Option<&Invite<C>> {
        self.invite.as_ref()
    }

    /// Why the last code or connection was refused.
    pub fn message(&self) -> Option<&OnlineProblem> {
        self.message.as_ref()
    }

    pub fn refused(&self) -> Option<RefusalOf<G>> {
        self.refused
    }

    /// Guests connected (each on its own connection).
    pub fn connected(&self) -> usize {
        self.slots.iter().filter(|s| s.peer.is_some()).count()
    }

    /// Connections waiting for the next frame to be freed.
    pub fn closing(&self) -> usize {
        self.closing.len()
    }

    // ----- the host's person -----

    /// A request by the person at the host's device: taken for the next
    /// tick, or kept as the refusal to show.
    pub fn submit(&mut self, intent: G::Intent) {
        self.refused = Session::submit(&mut self.host, intent).err();
    }

    /// The person at the host's device asks for a rematch (`yes`) or
    /// declines, at `now`: sent to every guest, or kept as the refusal
    /// to show.
    pub fn rematch(&mut self, yes: bool, now: Millis) {
        match self.host.rematch_local(yes, now) {
            Ok(outs) => {
                self.refused = None;
                self.dispatch(outs);
            }
            Err(r) => self.refused = Some(r),
        }
    }

    // ----- invitations and answers -----

    /// Whether a new invitation should be made now (none shown, none being
    /// made); if so, the page makes its connection and offer and calls
    /// [`HostRoom::invite_made`].
    pub fn begin_invite(&mut self) -> bool {
        if self.invite.is_some() || self.making {
            return false;
        }
        self.making = true;
        true
    }

    /// The connection and offer (SDP) made for invitation `session`, or
    /// why the browser could not; `link` words the invitation's link.
    /// Returns the guest who asked through the relays while none was
    /// shown, to offer this one to ([`HostRoom::offer_shown`]; if the
    /// browser failed, none is shown and that guest knocks again).
    pub fn invite_made(
        &mut self,
        session: u32,
        made: Result<(C, String), OnlineProblem>,
        link: impl FnOnce(&Code) -> String,
    ) -> Option<PublicKey> {
        self.making = false;
        let made = made.and_then(|(connection, sdp)| {
            let code = Code::from_sdp(&sdp, Kind::Offer, session).map_err(OnlineProblem::Code)?;
            Ok((connection, code))
        });
        match made {
            Ok((connection, code)) => {
                self.invitations.open(session);
                self.invite = Some(Invite {
                    session,
                    link: link(&code),
                    code: code.to_text(),
                    connection,
                });
            }
            Err(why) => self.message = Some(why),
        }
        self.signal.next_waiting()
    }

    /// A message opened from the relays, from `sender` at `now`: an answer
    /// to an open invitation is to be taken as a pasted one (then
    /// acknowledged), a stale answer or a knock gets the invitation shown
    /// (or waits for the next one).
    pub fn on_signal(&mut self, sender: PublicKey, signal: Signal, now: Millis) -> HostAction {
        let (open, shown) = (
            self.open_sessions(),
            self.invite.as_ref().map(|i| i.session),
        );
        self.signal.on_signal(sender, signal, &open, shown, now)
    }

    /// The sessions whose connection waits for an answer: the invitation
    /// shown and those offered through the relays.
    pub fn open_sessions(&self) -> Vec<u32> {
        self.invite
            .iter()
            .chain(&self.offered)
            .map(|i| i.session)
            .collect()
    }

    /// The invitation shown is offered to one guest through the relays:
    /// it stops being shown (the page makes the next one) but still waits
    /// for its answer. Returns its offer code.
    pub fn offer_shown(&mut self) -> Option<String> {
        let invite = self.invite.take()?;
        let code = invite.code.clone();
        if self.offered.len() >= OFFERED_KEPT {
            let oldest = self.offered.remove(0);
            self.invitations.close(oldest.session);
            self.closing.retire(oldest.connection);
        }
        self.offered.push(invite);
        Some(code)
    }

    /// Whether `text` answers an invitation this page has open (answers
    /// relayed from another tab may be for another host page).
    pub fn is_ours(&self, text: &str) -> bool {
        Code::from_text(text, Kind::Answer).is_ok_and(|c| self.invitations.is_open(c.session))
    }

    /// A guest's answer, pasted or relayed. If it answers the invitation
    /// shown, that invitation's connection becomes a guest's slot and the
    /// answer's SDP is returned, for the page to complete the connection
    /// (then make the next invitation); else the reason is kept to show.
    pub fn take_answer(&mut self, text: &str) -> Option<(u32, String)> {
        let code = match self.invitations.answer(text) {
            Err(e) => {
                self.message = Some(OnlineProblem::Code(e));
                return None;
            }
            Ok(code) => code,
        };
        self.message = None;
        let invite = match self.invite.take() {
            Some(invite) if invite.session == code.session => invite,
            other => {
                self.invite = other;
                let at = self
                    .offered
                    .iter()
                    .position(|i| i.session == code.session)?;
                self.offered.remove(at)
            }
        };
        self.slots.push(Slot {
            session: code.session,
            connection: invite.connection,
            peer: None,
        });
        Some((code.session, code.to_sdp()))
    }

    /// The connection of invitation `session`, once answered.
    pub fn connection(&self, session: u32) -> Option<&C> {
        self.slots
            .iter()
            .find(|s| s.session == session)
            .map(|s| &s.connection)
    }

    /// The browser could not complete a connection.
    pub fn failed(&mut self, why: OnlineProblem) {
        self.message = Some(why);
    }

    // ----- connections and time -----

    /// An event of invitation `session`'s connection, at `now`.
    /// Called from that connection's own handler: a connection that closes
    /// is retired, not dropped.
    pub fn on_event(&mut self, session: u32, event: ChannelEvent, now: Millis) {
        let Some(at) = self.slots.iter().position(|s| s.session == session) else {
            return;
        };
        match event {
            ChannelEvent::Open => {
                if self.slots[at].peer.is_none() {
                    self.slots[at].peer = Some(self.host.connect(now));
                }
            }
            ChannelEvent::Message(bytes) => {
                if let Some(peer) = self.slots[at].peer {
                    let outs = self.host.receive(peer, &bytes, now);
                    self.dispatch(outs);
                }
            }
            ChannelEvent::Closed => {
                let slot = self.slots.remove(at);
                self.closing.retire(slot.connection);
                if let Some(peer) = slot.peer {
                    let outs = self.host.disconnect(peer, now);
                    self.dispatch(outs);
                }
            }
        }
    }

    /// One frame of the page loop at time `now`: frees the retired
    /// connections, runs the match on, sends what the host says, and
    /// says whether the page changed. Then the page takes what to keep
    /// for the tab ([`HostRoom::take_save`], [`HostRoom::take_past_save`]).
    pub fn frame(&mut self, now: Millis) -> Frame {
        self.closing.free(FrameStart::new());
        let changed = Session::advance(&mut self.host, now);
        self.dispatch(changed.events);
        let host = &self.host;
        let drawn = Drawn {
            pause_secs: host.away(now).map(|(_, left)| left.div_ceil(1_000)),
            series: host.series_shown(),
        };
        let old = std::mem::replace(&mut self.drawn, drawn);
        Frame {
            new_game: old.series.new_game(&self.drawn.series),
            changed: old != self.drawn,
        }
    }

    /// The host's save ([`Host::save`], as base64url) to keep for the tab at
    /// `now`, when due: after an intent applied or a seat taken or
    /// left at once, else when the tick moved and [`SAVE_EVERY_MS`] passed.
    pub fn take_save(&mut self, now: Millis) -> Option<String> {
        let seated = self
            .host
            .peers()
            .iter()
            .filter(|p| matches!(p.role, Some(Role::Seat(_))))
            .map(|p| p.id)
            .collect();
        let game = self.host.game();
        let mark = SaveMark {
            at_once: SavedAtOnce {
                intents: game.intent_count(),
                seated,
                started: self.host.is_started(),
                paused: self.host.is_paused(),
            },
            tick: game.tick(),
        };
        let due = match &self.saved {
            None => true,
            Some((at, old)) => {
                old.at_once != mark.at_once
                    || (old.tick != mark.tick && now.since(*at) >= SAVE_EVERY_MS)
            }
        };
        if !due {
            return None;
        }
        self.saved = Some((now, mark));
        Some(base64url_encode(&self.host.save()))
    }

    /// The series' past games ([`Host::save_past`]'s bytes, as base64url) to keep
    /// for the tab, when they changed since last taken (a game joined
    /// them): apart from the host's save, which is taken after every move.
    pub fn take_past_save(&mut self) -> Option<String> {
        self.past_saved
            .take::<G>(self.host.series().id, self.host.past_games())
    }

    /// The save text now, due or not: the page is going away (a reload),
    /// so the match comes back at the very tick it left.
    pub fn save_now(&mut self, now: Millis) -> String {
        self.saved = None;
        self.take_save(now).unwrap_or_default()
    }

    fn dispatch(&mut self, outs: Vec<Out>) {
        for out in outs {
            match out {
                Out::Send(peer, bytes) => {
                    if let Some(s) = self.slots.iter().find(|s| s.peer == Some(peer)) {
                        s.connection.send(&bytes);
                    }
                }
                Out::Close(peer) => {
                    if let Some(at) = self.slots.iter().position(|s| s.peer == Some(peer)) {
                        let slot = self.slots.remove(at);
                        self.closing.retire(slot.connection);
                    }
                }
            }
        }
    }
}
