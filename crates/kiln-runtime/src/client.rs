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

use crate::cpu::{CompileOptions, CpuExecutable};
use crate::Executable as _;
use kiln_hlo::{Error, Literal, Module};
use std::sync::Arc;

/// A connection to a device (today: the host CPU).
#[derive(Clone, Default)]
pub struct Client {
    _private: (),
}

/// A compiled module, shareable across threads.
#[derive(Clone)]
pub struct Executable {
    inner: Arc<CpuExecutable>,
}

impl Client {
    /// A client for the host CPU.
    pub fn cpu() -> Client {
        Client { _private: () }
    }

    /// Compiles `module` (it should have passed the verifier).
    pub fn compile(&self, module: &Module, options: &CompileOptions) -> Result<Executable, Error> {
        kiln_hlo::verify_module(module)?;
        Ok(Executable {
            inner: Arc::new(CpuExecutable::compile(module, options)?),
        })
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
}
