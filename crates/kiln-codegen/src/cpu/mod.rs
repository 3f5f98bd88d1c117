//! The CPU emitter: KIR kernels to host machine code through Cranelift.
//!
//! ```text
//! Kernel ─► validate ─► emit (Cranelift IR: loops, scalar ops, f32x4 vector loops, inline
//!           f32 math) ─► Cranelift (host ISA and features, opt_level=speed) ─► CompiledKernel
//!           (plain bytes, no relocations) ─► LoadedKernel (mapped read-execute) ─► call
//! ```
//!
//! The entry has the C ABI `fn(args: *const *mut u8, helpers: *const usize, start: i64,
//! end: i64)`. Code is position-independent and relocation-free: helpers are reached through
//! the `helpers` table ([`helper_table`]), constants live in the function's own constant pool.
//! Files: `validate` (what the emitter accepts), `emit` (functions, statements and loops),
//! `scalar` (one-element expressions), `convert` (type conversions, f16/bf16), `simd`
//! (float/int operations on one value or a vector of lanes), `math` (inline f32 exp, log,
//! sin, pow, ...), `vector` (the f32x4 loop: plan, statements, expressions, tiles), `wide`
//! (AVX-512 exp/log/tanh/logistic on tiles), `transpose` (transposing copies of 32-bit
//! elements as AVX-512 16×16 register transposes), `helpers` (the runtime function table) and
//! `loader` (executable memory).
//!
//! Results are deterministic: a vectorized loop's scalar remainder runs the same inline math
//! as its vector lanes, so an element's value never depends on how a range was split.

mod convert;
mod emit;
mod helpers;
mod jam;
mod loader;
mod math;
mod scalar;
mod simd;
mod split;
mod tile_f64;
mod transpose;
mod validate;
mod vector;
mod wide;

pub use helpers::{helper_table, Helper, HELPER_TABLE_VERSION};
pub use loader::{debug_outputs, DebugOutputs, LoadedKernel, KERNEL_ALIGN};
pub use validate::MAX_EXPR_DEPTH;

use crate::kir::{Kernel, Stmt};
use cranelift_codegen::ir::{AbiParam, Function, Signature, UserFuncName};
use cranelift_codegen::isa::OwnedTargetIsa;
use cranelift_codegen::settings::{self, Configurable};
use cranelift_codegen::Context;
use std::sync::OnceLock;

/// A compiled kernel: plain data that can be cached and loaded later on the same host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompiledKernel {
    pub name: String,
    /// Machine code for the entry; position-independent, without relocations.
    pub code: Vec<u8>,
    /// The extent of the outermost parallel loop (1 when there is none).
    pub parallel_extent: i64,
    /// How many buffers `args` must hold.
    pub buffer_count: usize,
    /// The [`HELPER_TABLE_VERSION`] the code was compiled against.
    pub helper_table_version: u32,
}

/// Choices the emitter leaves to its caller.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CompileOptions {
    /// Let vector loops apply exp, log, tanh and logistic to tiles with the AVX-512 helpers
    /// where the host has them. Results are bit-identical either way; off is for tests and
    /// measurements of the inline path.
    pub wide_helpers: bool,
}

impl Default for CompileOptions {
    fn default() -> Self {
        CompileOptions { wide_helpers: true }
    }
}

/// Whether this host runs exp, log, tanh and logistic in vector loops with the AVX-512 tile
/// helpers (when [`CompileOptions::wide_helpers`] allows).
pub fn wide_helpers_available() -> bool {
    wide::available()
}

/// Compiles `kernel` for the host CPU (its ISA and features) at `opt_level=speed`.
pub fn compile_kernel(kernel: &Kernel) -> Result<CompiledKernel, String> {
    compile_kernel_with(kernel, &CompileOptions::default())
}

/// [`compile_kernel`] with explicit options.
pub fn compile_kernel_with(
    kernel: &Kernel,
    options: &CompileOptions,
) -> Result<CompiledKernel, String> {
    validate::validate(kernel)?;
    let isa = host_isa()?;
    let mut func = Function::with_name_signature(UserFuncName::user(0, 0), entry_signature(isa));
    emit::build_function(kernel, &mut func, isa, options)
        .map_err(|e| format!("kernel `{}`: {e}", kernel.name))?;
    let mut ctx = Context::for_function(func);
    let code = ctx
        .compile(&**isa, &mut Default::default())
        .map_err(|e| format!("kernel `{}`: Cranelift: {:?}", kernel.name, e.inner))?;
    if let Some(r) = code.buffer.relocs().first() {
        // A libcall (e.g. for an op the host lacks instructions for) would need a linker.
        return Err(format!(
            "kernel `{}`: Cranelift emitted a relocation ({:?}); kernels must be relocation-free",
            kernel.name, r.target
        ));
    }
    Ok(CompiledKernel {
        name: kernel.name.clone(),
        code: code.code_buffer().to_vec(),
        parallel_extent: kernel.parallel_extent(),
        buffer_count: kernel.buffers.len(),
        helper_table_version: HELPER_TABLE_VERSION,
    })
}

/// How many of `kernel`'s loops run short reductions several outputs at a time (`cpu::jam`;
/// for tests).
pub fn jammed_loops(kernel: &Kernel) -> usize {
    jam::plan(kernel).map_or(0, |j| j.bodies.len())
}

/// How many loops of `kernel` sum short rows sixteen at a time (`wide::rows`) where the host
/// has the wide helpers (elsewhere they run as written, jammed where `jam` applies).
pub fn row_sum_loops(kernel: &Kernel) -> usize {
    fn count(k: &Kernel, stmts: &[Stmt]) -> usize {
        stmts
            .iter()
            .map(|s| match s {
                Stmt::Loop {
                    var, extent, body, ..
                } => {
                    let here = wide::rows::recognize(k, *var, *extent, body).is_some();
                    here as usize + count(k, body)
                }
                _ => 0,
            })
            .sum()
    }
    count(kernel, &kernel.body)
}

/// The kernel's Cranelift IR as text, before Cranelift's optimizations (for dumps and
/// debugging).
pub fn kernel_clif(kernel: &Kernel) -> Result<String, String> {
    validate::validate(kernel)?;
    let isa = host_isa()?;
    let mut func = Function::with_name_signature(UserFuncName::user(0, 0), entry_signature(isa));
    emit::build_function(kernel, &mut func, isa, &CompileOptions::default())?;
    Ok(func.display().to_string())
}

/// The host ISA with every feature the CPU reports, built once.
fn host_isa() -> Result<&'static OwnedTargetIsa, String> {
    static ISA: OnceLock<Result<OwnedTargetIsa, String>> = OnceLock::new();
    ISA.get_or_init(build_host_isa)
        .as_ref()
        .map_err(Clone::clone)
}

fn build_host_isa() -> Result<OwnedTargetIsa, String> {
    let mut flags = settings::builder();
    let set = |f: &mut settings::Builder, k: &str, v: &str| {
        f.set(k, v)
            .map_err(|e| format!("Cranelift setting {k}={v}: {e}"))
    };
    set(&mut flags, "opt_level", "speed")?;
    // Kernels are leaf-like and small; nothing unwinds through them.
    set(&mut flags, "unwind_info", "false")?;
    set(&mut flags, "enable_probestack", "false")?;
    let verify = if cfg!(debug_assertions) {
        "true"
    } else {
        "false"
    };
    set(&mut flags, "enable_verifier", verify)?;
    let builder = cranelift_native::builder().map_err(|e| format!("host ISA: {e}"))?;
    builder
        .finish(settings::Flags::new(flags))
        .map_err(|e| format!("host ISA: {e}"))
}

fn entry_signature(isa: &OwnedTargetIsa) -> Signature {
    let ptr = isa.pointer_type();
    let mut sig = Signature::new(isa.default_call_conv());
    for ty in [
        ptr,
        ptr,
        cranelift_codegen::ir::types::I64,
        cranelift_codegen::ir::types::I64,
    ] {
        sig.params.push(AbiParam::new(ty));
    }
    sig
}
