//! *Play someone now* in the host's page (`online=seek`): the page makes
//! its room as a host does, and meanwhile seeks a player over the relays
//! as `online::seek` decides. Paired as the host, it offers its room
//! (sealed to that page) and becomes the host's page it already is; paired
//! as the guest, it opens the room it was offered as a guest's page.
//! Until then it says what it is doing, for how long, and after 30 s
//! that nobody was found, with ways out.
//!
//! Everything here carries events: the clock (every [`TICK_MS`]) and the
//! relays' events in, seeks and offers out. The proof of work is spread
//! over ticks ([`MINT_TRIES`] nonces each).

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::clock::Millis;
use crate::online::invitation::{game_key, Invitation};
use crate::online::page_links::{
    game_page, host_link_from_seek, room_link, setup_link_from_seek, versus_computer_link,
};
use crate::online::relay_policy::JoinNotice;
use crate::online::seek::event::{offer_mint, seek_mint, signed};
use crate::online::seek::handover;
use crate::online::seek::pairing::{Heard, Phase, Seeker, Step};
use crate::online::seek::pow::Mint;
use crate::online::seek::{chose_value, Wanted, CHOSE_KEY};
use crate::ui::browser::{page_base, query_string, random_bytes, wall_ms};
use crate::ui::frame_loop::now;
use crate::ui::i18n::LANG_KEY;
use crate::ui::link::Query;
use crate::ui::mailbox::post;
use crate::ui::online::header::online_header;
use crate::ui::online::transport::ice_panel::relay_states;
use crate::ui::online::transport::nostr_client::{RelayClient, RelayNews};
use crate::ui::online::words::OnlineWords;

/// How often the page's seeking runs, in ms.
const TICK_MS: u32 = 100;
/// Nonces tried per tick (a 12-bit target takes 4,096 on average).
const MINT_TRIES: u32 = 1_500;

/// A seeking page's state.
pub struct Seeking {
    seeker: Seeker,
    client: RelayClient,
    /// Work under way: the mint, the event's time (unix s) and its content.
    minting: Option<(Mint, u64, String)>,
    /// The side this page chose (its host's own, by index), which the
    /// room's link says if it joins another's room.
    chose: Option<usize>,
    /// The seconds drawn last.
    shown_secs: u64,
    started: Millis,
}

pub type SharedSeek = Rc<RefCell<Option<Seeking>>>;

/// What the seeking asks of the host's page: its invitation's fragment
/// (what an offer hands over), whether a guest took the seat, and the
/// side it chose (by index).
#[derive(Clone)]
pub struct HostSide {
    pub fragment: Rc<dyn Fn() -> Option<String>>,
    pub joined: Rc<dyn Fn() -> bool>,
    pub chose: Rc<dyn Fn() -> Option<usize>>,
}

/// Seeks `want` on `urls` (none: the page is a plain host's page).
#[hook]
pub fn use_seek(
    want: Option<Wanted>,
    urls: Vec<String>,
    host: HostSide,
    redraw: Callback<()>,
) -> SharedSeek {
    let seek = use_mut_ref(|| None::<Seeking>);
    {
        let seek = seek.clone();
        use_effect_with((), move |_| {
            let interval = want.map(|want| {
                let news = {
                    let (seek, redraw) = (seek.clone(), redraw.clone());
                    Callback::from(move |news| {
                        let (seek, redraw) = (seek.clone(), redraw.clone());
                        post(move || on_news(&seek, news, &redraw));
                    })
                };
                let client = RelayClient::seeking(&urls, news);
                let now = now();
                *seek.borrow_mut() = Some(Seeking {
                    seeker: Seeker::new(client.key().public(), want, wall_ms().unix_s(), now),
                    client,
                    minting: None,
                    chose: (host.chose)(),
                    shown_secs: 0,
                    started: now,
                });
                let seek = seek.clone();
                gloo::timers::callback::Interval::new(TICK_MS, move || {
                    let (seek, host, redraw) = (seek.clone(), host.clone(), redraw.clone());
                    post(move || {
                        if tick(&seek, &host) {
                            redraw.emit(());
                        }
                    });
                })
            });
            move || {
                drop(interval);
                seek.borrow_mut().take();
            }
        });
    }
    seek
}

/// The clock's turn: work under way, the seeker's step, the guest who
/// joined. Returns whether to redraw. Run in a letter of the page's
/// mailbox, as every handler here.
fn tick(seek: &SharedSeek, host: &HostSide) -> bool {
    let mut guard = seek.borrow_mut();
    let Some(s) = guard.as_mut() else {
        return false;
    };
    let (now, now_s) = (now(), wall_ms().unix_s());
    if matches!(s.seeker.phase(), Phase::Offering { .. }) && (host.joined)() {
        s.seeker.joined();
        return true;
    }
    if let Some((mint, at, content)) = s.minting.as_mut() {
        if let Some(minted) = mint.step(MINT_TRIES) {
            let content = std::mem::take(content);
            let event = signed(s.client.key(), minted, *at, content, random_bytes());
            s.client.publish_event(&event);
            s.minting = None;
        }
        return false;
    }
    // Seek once the room is made: its invitation is what an offer hands over.
    let Some(fragment) = (host.fragment)() else {
        return false;
    };
    let key = s.client.key();
    let want = s.seeker.want();
    let start = u64::from_le_bytes(random_bytes());
    match s.seeker.tick(now_s, now) {
        Step::Publish => {
            let mint = seek_mint(key, want, s.seeker.since(), now_s, start);
            s.minting = Some((mint, now_s, String::new()));
        }
        Step::Offer { to } => {
            if let Ok(content) = handover::seal(key, &to, &fragment, random_bytes()) {
                let mint = offer_mint(key, want, &to, content.clone(), now_s, start);
                s.minting = Some((mint, now_s, content));
            }
        }
        Step::Nothing => {}
    }
    let secs = now.since(s.started) / 1000;
    std::mem::replace(&mut s.shown_secs, secs) != secs
}

/// News from the relays: an offer for this page opens its room; a
/// relay's changed state is drawn.
fn on_news(seek: &SharedSeek, news: RelayNews, redraw: &Callback<()>) {
    let RelayNews::Event(event) = news else {
        redraw.emit(());
        return;
    };
    let guest_link = {
        let mut guard = seek.borrow_mut();
        let Some(s) = guard.as_mut() else {
            return;
        };
        let (now, now_s) = (now(), wall_ms().unix_s());
        let Ok(Heard::Offer { from, content }) = s.seeker.read(&event, now_s, now) else {
            return;
        };
        let game = s.seeker.want().game;
        // The room must open, and be an invitation to this game.
        let room = handover::open(s.client.key(), &from, &content)
            .ok()
            .filter(|f| Invitation::read(Some(game_key(game)), f).is_ok());
        let Some(fragment) = room else {
            s.seeker.refused(from, now_s);
            return;
        };
        s.seeker.accepted(from);
        let query = Query::parse(&query_string());
        let lang = query.get(LANG_KEY).map(|l| (LANG_KEY, l));
        let chose = s.chose.map(|side| (CHOSE_KEY, chose_value(side)));
        let kept: Vec<_> = lang.into_iter().chain(chose).collect();
        room_link(&page_base(), game, &kept, &fragment)
    };
    redraw.emit(());
    let _ = gloo::utils::window().location().replace(&guest_link);
}

/// Whether the seeking panel stands in for the host's page: until paired
/// as the host (a page joining another's room shows it until it leaves).
pub fn shown(seek: &SharedSeek) -> bool {
    seek.borrow()
        .as_ref()
        .is_some_and(|s| !matches!(s.seeker.phase(), Phase::Hosting { .. }))
}

/// The ways out of seeking `want`: Cancel goes back to the game's setup
/// (the link's query, less `online=`), *Play the computer meanwhile* to
/// the game's page ([`versus_computer_link`]), and *Invite a friend with a
/// link* to the host's page for the same game, on the same relays.
struct WaysOut {
    back: String,
    computer: String,
    invite: String,
}

fn ways_out(want: Wanted) -> WaysOut {
    let query = query_string();
    let fragment = crate::ui::browser::fragment();
    WaysOut {
        back: setup_link_from_seek(want.game, &query),
        computer: versus_computer_link(game_page(want.game), &query),
        invite: host_link_from_seek(want.game, &query, &fragment),
    }
}

/// The seeking panel: what the page does, for how long, and the ways out.
pub fn seek_view(seek: &SharedSeek, t: &OnlineWords) -> Html {
    let guard = seek.borrow();
    let Some(s) = guard.as_ref() else {
        return Html::default();
    };
    let at = now();
    let want = s.seeker.want();
    let ways = ways_out(want);
    // The relays the seek goes through: what the person is told, and each
    // relay's state (why it failed) for who looks.
    let (notice, relays) = s.client.states();
    let relay_line = match notice {
        JoinNotice::Slow => Some(t.online_seek_relays_slow()),
        JoinNotice::Failed => Some(t.online_seek_relays_failed()),
        JoinNotice::ByHand | JoinNotice::Working => None,
    };

    let secs = at.since(s.started) / 1000;
    let found = matches!(s.seeker.phase(), Phase::Joining { .. });
    let nobody = s.seeker.nobody(at);
    let onwait = {
        let seek = seek.clone();
        Callback::from(move |_: MouseEvent| {
            let seek = seek.clone();
            post(move || {
                if let Some(s) = seek.borrow_mut().as_mut() {
                    s.seeker.keep_waiting(now());
                }
            });
        })
    };
    let size = usize::from(want.size.unwrap_or(3));
    html! {
        <section class="online-seek" aria-live="polite">
            <h2>{ t.online_seek_title() }</h2>
            if found {
                <p class="online-seek-status">{ t.online_seek_found() }</p>
            } else {
                <p class="online-seek-status">{ t.online_seeking(size, secs) }</p>
            }
            if nobody && !found {
                <p class="online-seek-nobody" role="status">{ t.online_seek_nobody() }</p>
                <p class="online-seek-ways">
                    <button type="button" class="button" onclick={onwait}>{ t.online_seek_keep_waiting() }</button>
                    <a class="button" href={ways.computer}>{ t.online_seek_computer() }</a>
                </p>
            }
            if let (Some(line), false) = (relay_line, found) {
                <p class="online-seek-relay-notice" role="status">{ line }</p>
                <p><a class="button" href={ways.invite.clone()}>{ t.online_seek_invite() }</a></p>
            }
            <details class="online-seek-relays" open={relay_line.is_some()}>
                <summary>{ t.online_seek_relays() }</summary>
                { relay_states(&relays, t) }
            </details>
            <p><a class="online-seek-cancel" href={ways.back}>{ t.online_seek_cancel() }</a></p>
        </section>
    }
}

/// The host's page while it seeks someone to play (*Play someone now*).
pub fn seeking_layout(
    class: &'static str,
    title: &str,
    howto: &'static str,
    seek: &SharedSeek,
    t: &'static OnlineWords,
) -> Html {
    html! {
        <main class={classes!("online", class, "online-host")}>
            { online_header(title, Some(howto), false, t) }
            { seek_view(seek, t) }
        </main>
    }
}
