//! The setup: the form that starts a game and the replay file to open,
//! with its own reducer ([`SetupState`], moved by [`SetupAction`]) holding
//! the file being read.

use std::rc::Rc;

use gloo::file::callbacks::FileReader;
use yew::prelude::*;

use crate::ui::fox_dolphin::words::FdWords;

use crate::rules::fox_dolphin::{LogError, MAX_LOG_BYTES};
use crate::ui::fox_dolphin::record::Record;
use crate::ui::fox_dolphin::screen::{PageAction, StageProps};
use crate::ui::fox_dolphin::setup::Setup;
use crate::ui::fox_dolphin::setup_form::{open_file, setup_form, SetupFormProps};
use crate::ui::fox_dolphin::stages::ScreenAction;
use crate::ui::howto::{Help, FD_GUIDE};
use crate::ui::lang::use_lang;
use crate::ui::notices::screen_header;

/// What the setup itself can be asked (its values are the screen's).
pub enum SetupAction {
    /// A replay file is being read.
    Reading(FileReader),
    /// The file was read (or could not be).
    Read,
}

/// The setup's own state: the file being read, kept until it is.
#[derive(Default)]
pub struct SetupState {
    _reader: Option<Rc<FileReader>>,
}

impl Reducible for SetupState {
    type Action = SetupAction;

    fn reduce(self: Rc<Self>, action: SetupAction) -> Rc<Self> {
        Rc::new(SetupState {
            _reader: match action {
                SetupAction::Reading(reader) => Some(Rc::new(reader)),
                SetupAction::Read => None,
            },
        })
    }
}

#[derive(Properties, PartialEq)]
pub struct SetupProps {
    pub common: StageProps,
    /// The form's values.
    pub setup: Setup,
    /// Your games against each level on this device.
    pub record: Record,
}

#[function_component(SetupStage)]
pub fn setup_stage(props: &SetupProps) -> Html {
    let lang = use_lang();
    let t = FdWords::of(lang);
    let state = use_reducer(SetupState::default);
    let StageProps {
        notices,
        help,
        screen,
        ..
    } = props.common.clone();
    let to_screen = |action: fn(()) -> PageAction| {
        let screen = screen.clone();
        Callback::from(move |()| screen.dispatch(action(())))
    };
    // Reads a replay file, refusing one too large before reading it.
    let onfile = {
        let screen = screen.clone();
        let dispatcher = state.dispatcher();
        Callback::from(move |file: Option<web_sys::File>| {
            let Some(file) = file else {
                return;
            };
            let size = file.size();
            if size > MAX_LOG_BYTES as f64 {
                let error = LogError::TooLong {
                    bytes: size as usize,
                };
                return screen.dispatch(ScreenAction::Refuse(error));
            }
            let file = gloo::file::File::from(file);
            let (screen, read) = (screen.clone(), dispatcher.clone());
            let reader = gloo::file::callbacks::read_as_bytes(&file, move |bytes| {
                read.dispatch(SetupAction::Read);
                screen.dispatch(ScreenAction::FileRead(bytes.ok()));
            });
            dispatcher.dispatch(SetupAction::Reading(reader));
        })
    };
    let form = SetupFormProps {
        setup: props.setup,
        record: props.record.clone(),
        onchange: screen.to_callback().reform(ScreenAction::Setup),
        onrefuse: screen.to_callback().reform(ScreenAction::Refused),
        onstart: to_screen(|()| ScreenAction::Start),
        onnewseed: to_screen(|()| ScreenAction::NewSeed),
    };
    // The setup has no board, so How to play brings the drawings.
    let header = screen_header(
        t.fd_name(),
        Some(Help {
            guide: &FD_GUIDE,
            open: help,
            ontoggle: screen.to_callback().reform(ScreenAction::Help),
            symbols: true,
        }),
    );
    html! {
        <main class="fd-screen setup">
            { header }
            { notices }
            <div class="fd-setup-wrap">
                { setup_form(&form, t) }
                { open_file(onfile, t) }
            </div>
        </main>
    }
}
