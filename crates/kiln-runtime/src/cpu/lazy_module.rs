//! An executable's optimized module, decoded only when something asks for it.
//!
//! A compiled executable has its module at hand. One loaded from a cache entry runs from the
//! entry's stored plan and keeps the module's encoded bytes instead: only what actually reads
//! the module (an interpreter fallback, `module()` for tests and dumps, an argument check that
//! needs its error message) pays for decoding it, once.

use kiln_cache::EntryBytes;
use kiln_hlo::{Error, Module};
use std::ops::Range;
use std::sync::{Arc, OnceLock};

pub struct LazyModule {
    /// The module's `kiln_hlo::binary` encoding, as `bytes[range]`; `None` when compiled.
    encoded: Option<(EntryBytes, Range<usize>)>,
    decoded: OnceLock<Result<Arc<Module>, String>>,
}

impl LazyModule {
    pub fn ready(module: Arc<Module>) -> LazyModule {
        LazyModule {
            encoded: None,
            decoded: OnceLock::from(Ok(module)),
        }
    }

    /// The module `bytes[range]` encodes, decoded on first use.
    pub fn encoded(bytes: EntryBytes, range: Range<usize>) -> Result<LazyModule, String> {
        let Some(module) = bytes.get(range.clone()) else {
            return Err("module bytes out of range".into());
        };
        // A stale or foreign encoding is refused now; the rest is checked when decoded.
        kiln_hlo::binary::check_header(module)
            .map_err(|why| format!("module does not decode: {why}"))?;
        Ok(LazyModule {
            encoded: Some((bytes, range)),
            decoded: OnceLock::new(),
        })
    }

    /// The module, decoded now if it was not yet.
    pub fn get(&self) -> Result<&Arc<Module>, Error> {
        let decoded = self.decoded.get_or_init(|| {
            let bytes = self.encoded_bytes().unwrap_or_default();
            kiln_hlo::binary::decode_module(bytes).map(Arc::new)
        });
        decoded
            .as_ref()
            .map_err(|why| Error::msg(format!("the cached module does not decode: {why}")))
    }

    /// Whether the module has been decoded (or was never encoded).
    pub fn is_decoded(&self) -> bool {
        self.decoded.get().is_some()
    }

    /// The module's encoding, if it was loaded encoded.
    pub fn encoded_bytes(&self) -> Option<&[u8]> {
        self.encoded
            .as_ref()
            .and_then(|(bytes, range)| bytes.get(range.clone()))
    }

    /// The module's encoding: kept from the entry, else encoded now.
    pub fn encode(&self) -> Result<std::borrow::Cow<'_, [u8]>, Error> {
        match self.encoded_bytes() {
            Some(bytes) => Ok(std::borrow::Cow::Borrowed(bytes)),
            None => Ok(std::borrow::Cow::Owned(kiln_hlo::binary::encode_module(
                self.get()?,
            ))),
        }
    }
}
