//! The mute control: one toggle button in every game screen's header and
//! on the online pages, pressed while the sound is off. A plain button,
//! not a component (its state is the player's, in `audio.rs`): a click
//! turns the sound off or on and marks the button at once; the next render
//! reads the same state. Showing it also starts listening for the first
//! tap that lets the page make sound.

use yew::prelude::*;

use crate::ui::sound::audio;
use crate::ui::sound::words::SoundWords;

pub fn sound_switch(t: &SoundWords) -> Html {
    audio::listen();
    let onclick = Callback::from(|event: MouseEvent| {
        let muted = !audio::muted();
        audio::set_muted(muted);
        if let Some(button) = event.target_dyn_into::<web_sys::Element>() {
            let _ = button.set_attribute("aria-pressed", if muted { "true" } else { "false" });
        }
    });
    let pressed = if audio::muted() { "true" } else { "false" };
    html! {
        <button type="button" class="sound-switch" aria-pressed={pressed} {onclick}>
            { t.sound_mute() }
        </button>
    }
}
