//! Kiln's code generation: the kernel IR ([`kir`]), the lowering of fused HLO computations
//! into it ([`lower`]), a reference interpreter for kernels ([`kir_eval`], the oracle for the
//! emitters), and the CPU emitter ([`cpu`], Cranelift).
//!
//! Contracts between the pieces:
//! - `lower::lower_computation(module, comp, name)` turns a (fused) computation into a
//!   [`kir::Kernel`] whose buffers are the computation's parameters in order (inputs), then
//!   its outputs (the root array, or each element of a root tuple, in order).
//! - `cpu::compile_kernel(&kernel)` produces position-independent machine code without
//!   relocations; `cpu::LoadedKernel::load(&compiled)` maps it executable. The entry has the
//!   C ABI `fn(args: *const *mut u8, helpers: *const *const u8, start: i64, end: i64)`:
//!   `args[i]` points at buffer `i`, `helpers` is `cpu::helper_table()`, and `[start, end)`
//!   is the range of the outermost parallel loop to run (`[0, 1)` when there is none).

pub mod cpu;
pub mod kir;
pub mod kir_eval;
pub mod lower;
pub mod rows;
