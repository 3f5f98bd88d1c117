//! Kiln's runtime: the backends a module can run on, behind one trait.
//!
//! Backends: the reference interpreter (`interp`) and the CPU JIT (`cpu`); the CUDA backend
//! will implement the same [`Backend`] trait, so `kiln run` and `kiln check` take it with
//! `--backend` and nothing else changes. [`Client`] is the public, PJRT-like API.

pub mod client;
pub mod cpu;

pub use client::{Client, ClientOptions};
use kiln_hlo::{Error, Literal, Module};

/// Something that can prepare (compile) a module and then run it.
pub trait Backend: Send + Sync {
    /// The name used on the command line (`interp`, `cpu`, ...).
    fn name(&self) -> &'static str;

    /// Prepares `module` for execution (for a compiler: compiles it).
    fn prepare(&self, module: &Module) -> Result<Box<dyn Executable>, Error>;
}

/// A prepared module, ready to run on inputs.
pub trait Executable: Send + Sync {
    /// Runs the entry computation; returns its result (a tuple for multiple outputs).
    fn execute(&self, args: &[Literal]) -> Result<Literal, Error>;

    /// What compiling produced, in words (kernels, library calls, interpreter fallbacks and
    /// why, arena bytes); `None` for backends with nothing to explain.
    fn explain(&self) -> Option<String> {
        None
    }

    /// What the compilation cache did to produce it; `None` when no cache was used.
    fn cache_event(&self) -> Option<&kiln_cache::CacheEvent> {
        None
    }
}

/// The reference interpreter as a backend: "preparing" just keeps the module.
pub struct InterpreterBackend;

struct InterpretedModule {
    module: Module,
}

impl Backend for InterpreterBackend {
    fn name(&self) -> &'static str {
        "interp"
    }

    fn prepare(&self, module: &Module) -> Result<Box<dyn Executable>, Error> {
        Ok(Box::new(InterpretedModule {
            module: module.clone(),
        }))
    }
}

impl Executable for InterpretedModule {
    fn execute(&self, args: &[Literal]) -> Result<Literal, Error> {
        kiln_eval::Evaluator::new(&self.module).run(args)
    }
}

/// The names `--backend` accepts.
pub const BACKEND_NAMES: &[&str] = &["cpu", "interp"];

/// Looks a backend up by its command-line name.
pub fn backend_by_name(name: &str) -> Result<Box<dyn Backend>, Error> {
    match name {
        "interp" | "interpreter" => Ok(Box::new(InterpreterBackend)),
        "cpu" => Ok(Box::new(cpu::CpuBackend::new(Default::default(), None))),
        other => Err(Error::msg(format!(
            "unknown backend `{other}` (available: {})",
            BACKEND_NAMES.join(", ")
        ))),
    }
}
