//! The CPU backend: optimize, fuse, assign buffers, compile kernels with Cranelift, and run
//! the resulting thunk list.
//!
//! Executables are cacheable (`serialize`): an entry holds the optimized, fused module in
//! Kiln's binary module encoding, every kernel's machine code, and (where every thunk has a
//! stored form) the buffer plans and thunks themselves. Loading one maps the kernels and
//! decodes the stored plan, leaving the module encoded until something reads it
//! (`lazy_module`); without a stored plan it decodes the module and rebuilds plans and thunks
//! while taking the kernels from the entry (`kernel_source`). Either way a hit runs no
//! optimization pass and no Cranelift.

mod build;
mod denormals;
pub mod kernel_source;
pub mod lazy_module;
pub mod library;
pub mod memory;
pub mod output_fusion;
pub mod program;
pub(crate) mod row_group;
pub mod serialize;
mod slice_view;
pub mod thunk;
mod update_slice;

use crate::{Backend, Executable};
use kernel_source::{KernelRecord, KernelSource, Kernels};
use kiln_cache::{CacheEvent, CacheKey, CompilationCache};
use kiln_codegen::cpu::LoadedKernel;
use kiln_hlo::{Error, Literal, Module, Shape};
use lazy_module::LazyModule;
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

impl CompileOptions {
    /// The options as the cache key records them (stable across releases).
    pub fn cache_text(&self) -> String {
        format!("optimize={} threads={}", self.optimize, self.threads)
    }
}

/// Compiled CPU executables in memory and on disk.
pub type CpuCache = CompilationCache<CpuExecutable>;

/// The cache key for compiling `module` (as given, before optimization) with `options`.
pub fn cache_key(module: &Module, options: &CompileOptions) -> CacheKey {
    CacheKey::for_host(module, options.cache_text())
}

/// `module` compiled with `options`, from `cache` when it holds it (memory, then disk), else
/// compiled and stored; with what the cache did.
pub fn compile_cached(
    cache: &CpuCache,
    module: &Module,
    options: &CompileOptions,
) -> Result<(Arc<CpuExecutable>, CacheEvent), Error> {
    // The first lookup of a fresh process, whose code is likely in no CPU cache, reads it
    // ahead (where the binary registered it; see `kiln_cache::hit_path`).
    kiln_cache::hit_path::read_ahead_once();
    cache.get_or_compile(&cache_key(module, options), || {
        CpuExecutable::compile(module, options)
    })
}

/// Reads, once per process, what every compile shares: the host's target and CPU features
/// (part of every cache key) and the environment that configures compiled code
/// (`KILN_PERF_MAP`, `KILN_DUMP_CODE`). Backends and clients call this when they are created;
/// whatever is not read by then is read on first use.
pub fn read_host_setup() {
    kiln_cache::host_target();
    kiln_codegen::cpu::debug_outputs();
}

/// The CPU backend.
#[derive(Default)]
pub struct CpuBackend {
    pub options: CompileOptions,
    /// Where executables are looked up and kept; `None` compiles every time.
    pub cache: Option<Arc<CpuCache>>,
}

impl CpuBackend {
    /// A backend compiling with `options` through `cache` (`None`: every time). What every
    /// compile of the process shares is read here (see [`read_host_setup`]), as the cache
    /// opens its directory when it is made, rather than on the first compile.
    pub fn new(options: CompileOptions, cache: Option<Arc<CpuCache>>) -> CpuBackend {
        read_host_setup();
        CpuBackend { options, cache }
    }
}

impl Backend for CpuBackend {
    fn name(&self) -> &'static str {
        "cpu"
    }

    fn prepare(&self, module: &Module) -> Result<Box<dyn Executable>, Error> {
        let Some(cache) = &self.cache else {
            return Ok(Box::new(CpuExecutable::compile(module, &self.options)?));
        };
        let (executable, event) = compile_cached(cache, module, &self.options)?;
        Ok(Box::new(CachedExecutable { executable, event }))
    }
}

/// An executable obtained through the cache, and how.
pub struct CachedExecutable {
    pub executable: Arc<CpuExecutable>,
    pub event: CacheEvent,
}

impl Executable for CachedExecutable {
    fn execute(&self, args: &[Literal]) -> Result<Literal, Error> {
        self.executable.execute(args)
    }

    fn explain(&self) -> Option<String> {
        let cache = match &self.event {
            CacheEvent::Hit(kiln_cache::HitSource::Memory) => "cache hit (memory)".to_string(),
            CacheEvent::Hit(kiln_cache::HitSource::Disk) => "cache hit (disk)".to_string(),
            CacheEvent::Miss(reason) => kiln_cache::explain_miss(reason),
        };
        Some(format!("{cache}\n{}", self.executable.explain()?))
    }

    fn cache_event(&self) -> Option<&CacheEvent> {
        Some(&self.event)
    }
}

/// A module compiled for the CPU.
pub struct CpuExecutable {
    module: Arc<LazyModule>,
    signature: EntrySignature,
    entry: Program,
    pool: Option<Arc<rayon::ThreadPool>>,
    options: CompileOptions,
    /// Every kernel attempt in build order: what a cache entry stores.
    kernels: Vec<KernelRecord>,
    /// `loaded_kernels[i]` is `kernels[i]`'s code, mapped (`None` for refusals).
    loaded_kernels: Vec<Option<Arc<LoadedKernel>>>,
    /// How long compiling took, or loading from a cache entry.
    pub compile_time: Duration,
    /// Whether this executable was loaded from a cache entry.
    pub loaded_from_cache: bool,
}

impl CpuExecutable {
    pub fn compile(module: &Module, options: &CompileOptions) -> Result<CpuExecutable, Error> {
        let started = Instant::now();
        let module = prepare_module(module, options)?;
        let mut executable = Self::assemble(module, options, KernelSource::compile())?;
        executable.compile_time = started.elapsed();
        Ok(executable)
    }

    /// The executable for an optimized and fused `module`: buffer plans and thunks, with the
    /// kernels from `kernels`.
    fn assemble(
        module: Module,
        options: &CompileOptions,
        mut kernels: KernelSource,
    ) -> Result<CpuExecutable, Error> {
        let module = Arc::new(module);
        // The entry's outputs are fresh literals, distinct from the arguments.
        let entry = Program::compile(
            &module,
            module.entry,
            options,
            &mut kernels,
            kiln_opt::buffer_assignment::RootOutputs::Distinct,
        )?;
        let kernels = kernels.finish().map_err(Error::msg)?;
        let signature = EntrySignature::of(&module);
        Self::from_parts(
            LazyModule::ready(module),
            signature,
            entry,
            options,
            kernels,
        )
    }

    /// The executable made of its parts (what a cache entry's stored plan decodes to).
    fn from_parts(
        module: LazyModule,
        signature: EntrySignature,
        entry: Program,
        options: &CompileOptions,
        kernels: Kernels,
    ) -> Result<CpuExecutable, Error> {
        let pool = if options.threads > 1 {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(options.threads)
                .build()
                .map_err(|e| {
                    Error::msg(format!("cannot start {} threads: {e}", options.threads))
                })?;
            Some(Arc::new(pool))
        } else {
            None
        };
        Ok(CpuExecutable {
            module: Arc::new(module),
            signature,
            entry,
            pool,
            options: options.clone(),
            kernels: kernels.records,
            loaded_kernels: kernels.loaded,
            compile_time: Duration::ZERO,
            loaded_from_cache: false,
        })
    }

    /// The options it was compiled with.
    pub fn options(&self) -> &CompileOptions {
        &self.options
    }

    /// Every kernel attempt, in build order.
    pub fn kernel_records(&self) -> &[KernelRecord] {
        &self.kernels
    }

    /// Kernels, library calls, fallbacks and arena bytes over all programs.
    pub fn stats(&self) -> &ProgramStats {
        &self.entry.stats
    }

    /// The optimized, fused module that was compiled (decoded now if the executable was
    /// loaded from a cache entry and nothing needed it yet). A module that does not decode
    /// (which the entry's checksum rules out) shows as an empty module named after the reason;
    /// [`CpuExecutable::try_module`] returns the error instead.
    pub fn module(&self) -> &Module {
        static EMPTY: std::sync::OnceLock<Module> = std::sync::OnceLock::new();
        match self.module.get() {
            Ok(module) => module,
            Err(_) => EMPTY.get_or_init(|| Module {
                name: "module-that-did-not-decode".into(),
                config: Default::default(),
                computations: Vec::new(),
                entry: kiln_hlo::CompId(0),
                stack_frames: None,
            }),
        }
    }

    /// The optimized, fused module, or why it does not decode.
    pub fn try_module(&self) -> Result<&Module, Error> {
        self.module.get().map(|m| &**m)
    }

    /// Whether the optimized module has been decoded (a hit from a stored plan leaves it
    /// encoded until something reads it).
    pub fn module_decoded(&self) -> bool {
        self.module.is_decoded()
    }

    /// Whether the executable has kernels and every one runs where it lies in the cache entry
    /// it was loaded from (no copy; see `kernel_source::CodeInEntry`).
    pub fn kernels_run_in_entry(&self) -> bool {
        let mut kernels = self.loaded_kernels.iter().flatten().peekable();
        kernels.peek().is_some() && kernels.all(|k| k.runs_in_place())
    }

    /// The entry computation's parameter and result shapes.
    pub fn signature(&self) -> &EntrySignature {
        &self.signature
    }

    /// Checks `args` against the entry's parameters: shapes compared here; anything that
    /// does not plainly match goes to the interpreter's check for its exact message.
    fn check_args(&self, args: &[Literal]) -> Result<(), Error> {
        let plain_match = args.len() == self.signature.params.len()
            && args
                .iter()
                .zip(&self.signature.params)
                .all(|(arg, shape)| plainly_matches(shape, arg));
        if plain_match {
            return Ok(());
        }
        kiln_eval::check_entry_args(self.try_module()?, args)
    }
}

/// The entry computation's parameter shapes and result shape: what running checks arguments
/// against and allocates outputs by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntrySignature {
    pub params: Vec<Shape>,
    pub root: Shape,
}

impl EntrySignature {
    pub fn of(module: &Module) -> EntrySignature {
        let entry = module.entry_computation();
        EntrySignature {
            params: entry
                .parameters
                .iter()
                .map(|&p| entry.instr(p).shape.clone())
                .collect(),
            root: entry.root_instr().shape.clone(),
        }
    }
}

/// Whether `value` has exactly `shape`'s types and dimensions with consistent storage (no
/// sub-byte types, whose value ranges the interpreter's check also looks at).
fn plainly_matches(shape: &Shape, value: &Literal) -> bool {
    match (shape, value) {
        (Shape::Array(s), Literal::Array(a)) => {
            s.ty == a.ty
                && s.dims == a.dims
                && a.ty.bit_width() >= 8
                && a.data.matches_type(a.ty)
                && kiln_hlo::literal::element_count(&a.dims).is_ok_and(|n| n == a.data.len())
        }
        (Shape::Tuple(ss), Literal::Tuple(vs)) => {
            ss.len() == vs.len() && ss.iter().zip(vs).all(|(s, v)| plainly_matches(s, v))
        }
        (Shape::Token, Literal::Token) => true,
        _ => false,
    }
}

impl Executable for CpuExecutable {
    fn execute(&self, args: &[Literal]) -> Result<Literal, Error> {
        self.check_args(args)?;
        let params: Vec<SendPtr> = args
            .iter()
            .flat_map(array_leaves)
            .map(|a| SendPtr(literal_ptr(a)))
            .collect();
        let mut outputs = allocate_unfilled(&self.signature.root)?;
        let out_ptrs: Vec<SendPtr> = leaves_mut(&mut outputs)
            .into_iter()
            .map(|a| {
                // The cast is a no-op for u8 storage only.
                #[allow(clippy::unnecessary_cast)]
                let ptr = kiln_hlo::with_array_data!(&mut a.data, v => v.as_mut_ptr() as *mut u8);
                SendPtr(ptr)
            })
            .collect();
        let ctx = ThunkContext {
            module: self.module.clone(),
            pool: self.pool.clone(),
        };
        // On the executable's threads, library calls (GEMM, convolution) split their work on
        // the same pool as the kernels: a second pool's spinning workers would compete with
        // this one's for the cores (lstm_scan at 2 threads spent a third of its samples in
        // sched_yield and task switches).
        match &self.pool {
            Some(pool) => pool.install(|| self.entry.run(&ctx, &params, &out_ptrs))?,
            None => self.entry.run(&ctx, &params, &out_ptrs)?,
        }
        // SAFETY: the program wrote every byte of every output leaf.
        unsafe { mark_filled(&mut outputs) };
        Ok(outputs)
    }

    fn explain(&self) -> Option<String> {
        let s = self.stats();
        let how = match self.loaded_from_cache {
            true => "loaded from the cache",
            false => "compiled",
        };
        let mut text = format!(
            "{how} in {:.2} ms: {} kernels, {} library calls, {} fallbacks, arena {} bytes",
            self.compile_time.as_secs_f64() * 1e3,
            s.kernels,
            s.library_calls,
            s.fallbacks.len(),
            s.arena_bytes
        );
        if s.slice_views > 0 {
            text += &format!("\n  {} slices read in place (no copy)", s.slice_views);
        }
        for line in &s.row_groups {
            text += &format!("\n  row group: {line}");
        }
        for line in &s.output_fusions {
            text += &format!("\n  output fusion: {line}");
        }
        for f in &s.fallbacks {
            text += &format!(
                "\n  fallback: {} ({}): {}",
                f.instruction, f.opcode, f.reason
            );
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

/// Literals for every leaf of `shape` whose storage is reserved but not yet filled (length
/// 0): the program writes every output byte, so zero-filling first would only cost a pass over
/// memory. [`mark_filled`] sets the lengths once the program has run.
fn allocate_unfilled(shape: &Shape) -> Result<Literal, Error> {
    match shape {
        Shape::Array(a) => {
            let count = kiln_hlo::literal::element_count(&a.dims).map_err(Error::msg)?;
            let mut data = kiln_hlo::ArrayData::zeros(a.ty, 0)
                .ok_or_else(|| Error::msg(format!("{} is not an array type", a.ty)))?;
            kiln_hlo::with_array_data!(&mut data, v => v.reserve_exact(count));
            Ok(Literal::Array(kiln_hlo::ArrayLiteral {
                ty: a.ty,
                dims: a.dims.clone(),
                data,
            }))
        }
        Shape::Tuple(elems) => elems
            .iter()
            .map(allocate_unfilled)
            .collect::<Result<Vec<_>, _>>()
            .map(Literal::Tuple),
        Shape::Token => Ok(Literal::Token),
    }
}

/// Gives every leaf from [`allocate_unfilled`] its full length; pred bytes (kernels write any
/// nonzero byte for true) become 0 or 1 first.
///
/// # Safety
/// Every byte of every leaf's reserved storage must have been written.
unsafe fn mark_filled(lit: &mut Literal) {
    for leaf in leaves_mut(lit) {
        let count = kiln_hlo::literal::element_count(&leaf.dims).unwrap_or(0);
        if let kiln_hlo::ArrayData::Pred(v) = &mut leaf.data {
            let bytes = v.as_mut_ptr() as *mut u8;
            for i in 0..count {
                *bytes.add(i) = (*bytes.add(i) != 0) as u8;
            }
        }
        kiln_hlo::with_array_data!(&mut leaf.data, v => v.set_len(count));
    }
}

fn leaves_mut(lit: &mut Literal) -> Vec<&mut kiln_hlo::ArrayLiteral> {
    match lit {
        Literal::Array(a) => vec![a],
        Literal::Tuple(elems) => elems.iter_mut().flat_map(leaves_mut).collect(),
        Literal::Token => vec![],
    }
}
