//! *Play someone now*: the seeking panel that stands in for the host's
//! page until paired (`online::seek` decides).

pub mod panel;
