//! The Web Audio player: one `AudioContext` for the page, each cue a few
//! oscillator notes with short gain envelopes ([`Cue::notes`]). Nothing
//! here decides what to play: the screens' ears do ([`super::model`]).
//!
//! Browsers start sound only after a person's tap or key, so the context
//! is made (or resumed) on the first `pointerdown`, `pointerup` or
//! `keydown` ([`listen`], started by the mute control), never before.
//! While muted no context is made and no node created; a browser without
//! Web Audio plays nothing and nothing fails. A refused move also vibrates
//! briefly where the browser has `navigator.vibrate` (a touch feedback,
//! not a sound: muting does not stop it).

use std::cell::RefCell;

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsValue;
use web_sys::{AudioContext, AudioContextState, OscillatorType};

use crate::ui::browser;
use crate::ui::sound::model::{
    muted_from_saved, saved_mute, Cue, Cues, Note, Spacing, Wave, MUTE_KEY,
};

/// The gap between the starts of two cues of one frame, so each is heard.
const CUE_GAP_S: f64 = 0.06;
/// How long a refused move vibrates, in ms.
const VIBRATE_MS: u32 = 40;

/// The page's sound: its context once a person has tapped, whether it is
/// muted (read from storage when first asked), and when each cue last
/// played.
#[derive(Default)]
struct Player {
    context: Option<AudioContext>,
    muted: Option<bool>,
    spacing: Spacing,
    listening: bool,
}

thread_local! {
    static PLAYER: RefCell<Player> = RefCell::default();
}

/// Runs `f` on the player as a letter of the page's mailbox: a tap that
/// comes while the player is busy waits its turn, never lost.
fn with_player(f: impl FnOnce(&mut Player) + 'static) {
    crate::ui::mailbox::post(move || PLAYER.with(|p| f(&mut p.borrow_mut())));
}

/// Plays a frame's cues (nothing while muted or before the first tap).
pub fn play(cues: Cues) {
    if cues.is_empty() {
        return;
    }
    if cues.iter().any(Cue::vibrates) {
        vibrate();
    }
    with_player(move |p| p.play(cues));
}

/// Whether the sound is off on this device.
pub fn muted() -> bool {
    // A question, asked while drawing: no letter runs then.
    PLAYER.with(|p| p.borrow_mut().muted())
}

/// Turns the sound off or on, and remembers it on this device. Called from
/// a click, so turning it on may start the context at once.
pub fn set_muted(muted: bool) {
    browser::save(MUTE_KEY, saved_mute(muted));
    with_player(move |p| {
        p.muted = Some(muted);
        p.wake();
    });
}

/// Makes or resumes the context on a person's taps and keys, from now on
/// (once per page however often it is called).
pub fn listen() {
    with_player(|p| {
        if std::mem::replace(&mut p.listening, true) {
            return;
        }
        let window = gloo::utils::window();
        for name in ["pointerdown", "pointerup", "keydown"] {
            let options = EventListenerOptions::run_in_capture_phase();
            EventListener::new_with_options(&window, name, options, |_| with_player(Player::wake))
                .forget();
        }
    });
}

impl Player {
    fn muted(&mut self) -> bool {
        *self
            .muted
            .get_or_insert_with(|| muted_from_saved(browser::load(MUTE_KEY).as_deref()))
    }

    /// On a person's tap or key: the context made, or resumed if the
    /// browser suspended it; nothing while muted.
    fn wake(&mut self) {
        if self.muted() {
            return;
        }
        match &self.context {
            None => self.context = AudioContext::new().ok(),
            Some(context) if context.state() == AudioContextState::Suspended => {
                let _ = context.resume();
            }
            Some(_) => {}
        }
    }

    fn play(&mut self, cues: Cues) {
        if self.muted() {
            return;
        }
        let Some(context) = &self.context else {
            return;
        };
        if context.state() != AudioContextState::Running {
            return;
        }
        let cues = self
            .spacing
            .admit(cues, crate::ui::frame_loop::now().as_f64());
        let start = context.current_time();
        for (i, cue) in cues.iter().enumerate() {
            for note in cue.notes() {
                // A note the browser refuses is skipped, never a failure.
                let _ = sound(context, note, start + i as f64 * CUE_GAP_S);
            }
        }
    }
}

/// One note at `cue_at` (the context's clock, s): an oscillator through a
/// gain that rises in 10 ms and fades out over the note.
fn sound(context: &AudioContext, note: &Note, cue_at: f64) -> Result<(), JsValue> {
    let oscillator = context.create_oscillator()?;
    let gain = context.create_gain()?;
    oscillator.set_type(match note.wave {
        Wave::Sine => OscillatorType::Sine,
        Wave::Triangle => OscillatorType::Triangle,
        Wave::Square => OscillatorType::Square,
    });
    oscillator.frequency().set_value(note.hz);
    let start = cue_at + f64::from(note.at_s);
    let end = start + f64::from(note.length_s);
    let level = gain.gain();
    level.set_value_at_time(0.0, start)?;
    level.linear_ramp_to_value_at_time(note.peak, start + 0.01)?;
    level.exponential_ramp_to_value_at_time(0.001, end)?;
    oscillator.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&context.destination())?;
    oscillator.start_with_when(start)?;
    oscillator.stop_with_when(end + 0.02)
}

/// A short buzz where the browser has `navigator.vibrate` (read through
/// `Reflect`: absent on many browsers, and web-sys's binding would throw).
fn vibrate() {
    use js_sys::{Function, Reflect};
    use wasm_bindgen::JsCast;
    let get = |target: &JsValue, key: &str| Reflect::get(target, &JsValue::from_str(key)).ok();
    let Some(navigator) = get(&gloo::utils::window().into(), "navigator") else {
        return;
    };
    let vibrate = get(&navigator, "vibrate").and_then(|f| f.dyn_into::<Function>().ok());
    if let Some(vibrate) = vibrate {
        let _ = vibrate.call1(&navigator, &JsValue::from(VIBRATE_MS));
    }
}
