//! The public client API, in the spirit of PJRT:
//!
//! ```no_run
//! # fn main() -> Result<(), kiln_hlo::Error> {
//! let module = kiln_hlo::parse_module("HloModule m\nENTRY e {\n  ROOT p = f32[] parameter(0)\n}")?;
//! let client = kiln_runtime::Client::cpu();
//! let executable = client.compile(&module, &Default::default())?;
//! let input = kiln_hlo::Literal::scalar(kiln_hlo::ArrayData::F32(vec![1.0]), kiln_hlo::PrimitiveType::F32).unwrap();
//! let outputs = executable.execute(&[input])?;
//! # Ok(()) }
//! ```
//!
//! An executable may be run from several threads at once: every run gets its own arena.
//!
//! Compiling goes through the client's compilation cache: the same module (up to names and
//! metadata) with the same options is compiled once per process, and, with a disk cache
//! ([`ClientOptions::cache`]), once per machine.

use crate::cpu::{compile_cached, CompileOptions, CpuCache, CpuExecutable};
use crate::Executable as _;
use kiln_cache::{CacheEvent, CacheOptions};
use kiln_hlo::{Error, Literal, Module};
use std::sync::Arc;

/// How a client is set up.
#[derive(Clone, Debug, Default)]
pub struct ClientOptions {
    /// The compilation cache: in memory by default; on disk when asked for
    /// ([`CacheOptions::with_disk`]); `RUST_LOG=kiln` prints what it does.
    pub cache: CacheOptions,
}

/// A connection to a device (today: the host CPU). Clones share the compilation cache.
#[derive(Clone)]
pub struct Client {
    cache: Arc<CpuCache>,
}

impl Default for Client {
    fn default() -> Self {
        Client::cpu()
    }
}

/// A compiled module, shareable across threads.
#[derive(Clone)]
pub struct Executable {
    inner: Arc<CpuExecutable>,
    cache_event: CacheEvent,
}

impl Client {
    /// A client for the host CPU with the default options (an in-memory cache only).
    pub fn cpu() -> Client {
        Client::with_options(&ClientOptions::default())
    }

    /// A client for the host CPU. Never fails: a disk cache that cannot be used is reported
    /// once on stderr and left out.
    pub fn with_options(options: &ClientOptions) -> Client {
        crate::cpu::read_host_setup();
        Client {
            cache: Arc::new(CpuCache::new(&options.cache)),
        }
    }

    /// Compiles `module` (it should have passed the verifier), or finds it in the cache.
    pub fn compile(&self, module: &Module, options: &CompileOptions) -> Result<Executable, Error> {
        kiln_hlo::verify_module(module)?;
        let (inner, cache_event) = compile_cached(&self.cache, module, options)?;
        Ok(Executable { inner, cache_event })
    }

    /// The client's compilation cache.
    pub fn cache(&self) -> &CpuCache {
        &self.cache
    }
}

impl Executable {
    /// Runs the entry computation; returns its outputs (tuple results flattened).
    pub fn execute(&self, inputs: &[Literal]) -> Result<Vec<Literal>, Error> {
        Ok(self.inner.execute(inputs)?.into_leaves())
    }

    /// The compiled executable, for statistics.
    pub fn compiled(&self) -> &CpuExecutable {
        &self.inner
    }

    /// Whether compiling hit the cache (and where) or why it missed.
    pub fn cache_event(&self) -> &CacheEvent {
        &self.cache_event
    }
}
