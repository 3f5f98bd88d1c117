//! Shared helpers for the reduction helper tests (`row_reduce.rs`, `row_fold.rs`,
//! `row_squares.rs`, `row_reduce_half.rs`, `column_add.rs`, `jam.rs`): a generator, an f32
//! reduce module, f32 literals, running a lowered kernel's JIT code on its inputs, and
//! comparing floats bit for bit with NaNs of any payload equal.

#![allow(dead_code)]

use kiln_codegen::cpu::{compile_kernel_with, CompileOptions, LoadedKernel};
use kiln_codegen::kir::Kernel;
use kiln_eval::util::le_bytes;
use kiln_hlo::{parse_module, verify_module, ArrayData, ArrayLiteral, Literal, Module};

/// `reduce(x, init)` over `reduced` of `x: f32[dims]`, with the reducer `op(a, b)` (or
/// `op(b, a)` when `swapped`).
pub fn reduce_module(dims: &[i64], reduced: &[i64], op: &str, init: &str, swapped: bool) -> Module {
    let list = |v: &[i64]| {
        v.iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    let out: Vec<i64> = (0..dims.len() as i64)
        .filter(|d| !reduced.contains(d))
        .map(|d| dims[d as usize])
        .collect();
    let operands = if swapped { "b, a" } else { "a, b" };
    let hlo = format!(
        "HloModule m
red {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] {op}({operands})
}}
ENTRY e {{
  x = f32[{}] parameter(0)
  i = f32[] constant({init})
  ROOT r = f32[{}] reduce(x, i), dimensions={{{}}}, to_apply=red
}}
",
        list(dims),
        list(&out),
        list(reduced)
    );
    parsed(&hlo)
}

/// `text` parsed and verified.
pub fn parsed(text: &str) -> Module {
    let m = parse_module(text).unwrap_or_else(|e| panic!("parse: {e}\n{text}"));
    verify_module(&m).unwrap_or_else(|e| panic!("verify: {e}\n{text}"));
    m
}

/// An f32 array literal.
pub fn f32_literal(dims: &[i64], data: Vec<f32>) -> Literal {
    Literal::Array(
        ArrayLiteral::new(
            kiln_hlo::PrimitiveType::F32,
            dims.to_vec(),
            ArrayData::F32(data),
        )
        .expect("array"),
    )
}

/// Runs a lowered kernel whose inputs are `args` and whose one output (buffer `args.len()`)
/// is f32, compiled with `options`, over its range in two pieces (the parallel contract);
/// returns the output's values.
pub fn run_jit(kernel: &Kernel, options: &CompileOptions, args: &[Literal]) -> Vec<f32> {
    let compiled = compile_kernel_with(kernel, options).expect("compile");
    let loaded = LoadedKernel::load(&compiled).expect("load");
    let mut bufs: Vec<Vec<u8>> = args
        .iter()
        .map(|a| le_bytes(&a.as_array().expect("array").data))
        .collect();
    let out_len = kernel.buffers[args.len()].element_count() as usize;
    bufs.push(vec![0xA5u8; out_len * 4]);
    let ptrs: Vec<*mut u8> = bufs.iter_mut().map(|b| b.as_mut_ptr()).collect();
    let n = loaded.parallel_extent();
    // SAFETY: the buffers have the kernel's sizes and outlive the calls.
    unsafe {
        loaded.call(&ptrs, n / 2, n);
        loaded.call(&ptrs, 0, n / 2);
    }
    bufs[args.len()]
        .chunks_exact(4)
        .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect()
}

/// A small deterministic generator (xorshift64*); each test file draws its values from it.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

/// The same bits, or both NaN.
pub fn same(a: f32, b: f32) -> bool {
    a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
}
