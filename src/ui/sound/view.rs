//! The mute control: one toggle button in every game screen's header and
//! on the online pages, pressed while the sound is off. Showing it also
//! starts listening for the first tap that lets the page make sound.

use yew::prelude::*;

use crate::ui::lang::use_words;
use crate::ui::sound::audio;
use crate::ui::sound::words::SoundWords;

#[function_component(SoundSwitch)]
pub fn sound_switch() -> Html {
    let t = use_words::<SoundWords>();
    let muted = use_state(audio::muted);
    use_effect_with((), |()| audio::listen());
    let onclick = {
        let muted = muted.clone();
        Callback::from(move |_: MouseEvent| {
            let now = !*muted;
            audio::set_muted(now);
            muted.set(now);
        })
    };
    html! {
        <button type="button" class="sound-switch" aria-pressed={muted.to_string()} {onclick}>
            { t.sound_mute() }
        </button>
    }
}
