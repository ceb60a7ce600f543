//! What the online pages' state needs of a connection to another device:
//! sending bytes, and the events it reports; and why a code or a
//! connection was refused ([`OnlineProblem`]). The browser's WebRTC
//! channel (`ui::online`'s transport) is one; the native tests use a
//! recording stand-in.

/// One connection's news, reported to the page that holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChannelEvent {
    Open,
    Message(Vec<u8>),
    /// Closed, failed, or never connected: reported once.
    Closed,
}

/// A connection the page's state can send on. Dropping it closes it.
pub trait Connection {
    /// Sends one message, if the connection is open (else nothing).
    fn send(&self, bytes: &[u8]);
}

/// Connections taken out of use while one of their own event handlers may
/// still be running: dropping a WebRTC channel inside its handler frees the
/// handler as it runs. A connection that leaves the page's state goes
/// here, and only [`Closing::free`], called at the start of a frame (never
/// from an event), drops them.
pub struct Closing<C>(Vec<C>);

impl<C> Default for Closing<C> {
    fn default() -> Self {
        Closing(Vec::new())
    }
}

impl<C> Closing<C> {
    /// Keeps `connection` until the next frame.
    pub fn retire(&mut self, connection: C) {
        self.0.push(connection);
    }

    /// How many wait to be freed.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Drops them all: the frame loop's first act (see [`FrameStart`]).
    pub fn free(&mut self, _: FrameStart) {
        self.0.clear();
    }
}

/// Proof that the caller is the frame loop, not a connection's event
/// handler: only the states' `frame` methods make one, so
/// [`Closing::free`] cannot be reached from an event.
pub struct FrameStart(());

impl FrameStart {
    pub(crate) fn new() -> FrameStart {
        FrameStart(())
    }
}

/// Why a code or the browser's connection was refused, worded by the page
/// that shows it. A setup the game cannot play is the game's own error,
/// and a message from the host that does not read is a [`super::wire::WireError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnlineProblem {
    Code(crate::online::code::CodeError),
    /// A link's connection settings ([`crate::online::ice`]).
    Ice(crate::online::ice::IceError),
    /// The browser's own error (its message, in the browser's language).
    Browser(String),
}
