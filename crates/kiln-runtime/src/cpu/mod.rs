//! The CPU backend: optimize, fuse, assign buffers, compile kernels with Cranelift, and run
//! the resulting thunk list.

mod build;
pub mod library;
pub mod memory;
pub mod program;
pub mod thunk;

use crate::{Backend, Executable};
use kiln_hlo::{Error, Literal, Module, Shape};
use memory::{array_leaves, literal_ptr, SendPtr};
use program::{Program, ProgramStats};
use std::sync::Arc;
use std::time::{Duration, Instant};
use thunk::ThunkContext;

/// Options that change what the CPU backend produces.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CompileOptions {
    /// Run the HLO optimization pipeline first.
    pub optimize: bool,
    /// Threads kernels and library calls may use (1 = the calling thread only).
    pub threads: usize,
}

impl Default for CompileOptions {
    fn default() -> Self {
        CompileOptions {
            optimize: true,
            threads: 1,
        }
    }
}

/// The CPU backend.
#[derive(Default)]
pub struct CpuBackend {
    pub options: CompileOptions,
}

impl Backend for CpuBackend {
    fn name(&self) -> &'static str {
        "cpu"
    }

    fn prepare(&self, module: &Module) -> Result<Box<dyn Executable>, Error> {
        Ok(Box::new(CpuExecutable::compile(module, &self.options)?))
    }
}

/// A module compiled for the CPU.
pub struct CpuExecutable {
    module: Arc<Module>,
    entry: Program,
    pool: Option<Arc<rayon::ThreadPool>>,
    pub compile_time: Duration,
}

impl CpuExecutable {
    pub fn compile(module: &Module, options: &CompileOptions) -> Result<CpuExecutable, Error> {
        let started = Instant::now();
        let module = Arc::new(prepare_module(module, options)?);
        let entry = Program::compile(&module, module.entry, options)?;
        let pool = if options.threads > 1 {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(options.threads)
                .build()
                .map_err(|e| Error::msg(format!("cannot start {} threads: {e}", options.threads)))?;
            Some(Arc::new(pool))
        } else {
            None
        };
        Ok(CpuExecutable {
            module,
            entry,
            pool,
            compile_time: started.elapsed(),
        })
    }

    /// Kernels, library calls, fallbacks and arena bytes over all programs.
    pub fn stats(&self) -> &ProgramStats {
        &self.entry.stats
    }

    /// The optimized, fused module that was compiled.
    pub fn module(&self) -> &Module {
        &self.module
    }
}

impl Executable for CpuExecutable {
    fn execute(&self, args: &[Literal]) -> Result<Literal, Error> {
        kiln_eval::check_entry_args(&self.module, args)?;
        let params: Vec<SendPtr> = args
            .iter()
            .flat_map(array_leaves)
            .map(|a| SendPtr(literal_ptr(a)))
            .collect();
        let root_shape = self.module.entry_computation().root_instr().shape.clone();
        let mut outputs = allocate(&root_shape)?;
        let out_ptrs: Vec<SendPtr> = leaves_mut(&mut outputs)
            .into_iter()
            .map(|a| SendPtr(kiln_hlo::with_array_data!(&mut a.data, v => v.as_mut_ptr() as *mut u8)))
            .collect();
        let ctx = ThunkContext {
            module: self.module.clone(),
            pool: self.pool.clone(),
        };
        self.entry.run(&ctx, &params, &out_ptrs)?;
        normalize_preds(&mut outputs);
        Ok(outputs)
    }

    fn explain(&self) -> Option<String> {
        let s = self.stats();
        let mut text = format!(
            "compiled in {:.2} ms: {} kernels, {} library calls, {} fallbacks, arena {} bytes",
            self.compile_time.as_secs_f64() * 1e3,
            s.kernels,
            s.library_calls,
            s.fallbacks.len(),
            s.arena_bytes
        );
        for f in &s.fallbacks {
            text += &format!("\n  fallback: {} ({}): {}", f.instruction, f.opcode, f.reason);
        }
        Some(text)
    }
}

/// Optimization and fusion: what the compiled code is generated from.
fn prepare_module(module: &Module, options: &CompileOptions) -> Result<Module, Error> {
    let run = kiln_opt::RunOptions::default();
    let mut module = module.clone();
    if options.optimize {
        module = kiln_opt::pipeline::default_pipeline()
            .run(module, &run, &mut |_, _| {})?
            .0;
    }
    kiln_opt::pipeline::backend_pipeline()
        .run(module, &run, &mut |_, _| {})
        .map(|(m, _)| m)
}

/// Zero-filled literals for every leaf of `shape`.
fn allocate(shape: &Shape) -> Result<Literal, Error> {
    match shape {
        Shape::Array(a) => kiln_hlo::ArrayLiteral::zeros(a.ty, a.dims.clone())
            .map(Literal::Array)
            .map_err(Error::msg),
        Shape::Tuple(elems) => elems
            .iter()
            .map(allocate)
            .collect::<Result<Vec<_>, _>>()
            .map(Literal::Tuple),
        Shape::Token => Ok(Literal::Token),
    }
}

fn leaves_mut(lit: &mut Literal) -> Vec<&mut kiln_hlo::ArrayLiteral> {
    match lit {
        Literal::Array(a) => vec![a],
        Literal::Tuple(elems) => elems.iter_mut().flat_map(leaves_mut).collect(),
        Literal::Token => vec![],
    }
}

/// Kernels write pred as bytes; make sure every `bool` holds 0 or 1.
fn normalize_preds(lit: &mut Literal) {
    for leaf in leaves_mut(lit) {
        if let kiln_hlo::ArrayData::Pred(v) = &mut leaf.data {
            let bytes = v.as_mut_ptr() as *mut u8;
            for i in 0..v.len() {
                // SAFETY: reading the byte of a bool slot we own, then storing a valid bool.
                unsafe {
                    let b = *bytes.add(i);
                    *bytes.add(i) = (b != 0) as u8;
                }
            }
        }
    }
}
