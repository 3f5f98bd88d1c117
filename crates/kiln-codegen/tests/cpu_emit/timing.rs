//! Compile time, printed (run with `--nocapture`; `--release` for representative numbers,
//! as test builds also run Cranelift's verifier): a 20-op elementwise kernel of arithmetic,
//! and one of 20 ops with transcendentals. Measured in thread CPU time, so that other load on
//! the machine does not inflate it.

use crate::harness::*;
use kiln_codegen::cpu::compile_kernel;
use kiln_codegen::kir::build::*;
use kiln_codegen::kir::*;

const F32: ScalarType = ScalarType::F32;

/// 20 binary/unary ops over three inputs, cycling through `ops`.
fn chain(ops: &[fn(Expr, Expr) -> Expr]) -> Kernel {
    elementwise(&[F32, F32, F32], F32, 1 << 16, 4, |a| {
        (0..20).fold(a[0].clone(), |e, k| {
            ops[k % ops.len()](e, a[1 + k % 2].clone())
        })
    })
}

/// This thread's CPU time in µs.
fn thread_cpu_us() -> f64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes the timespec it is given.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    t.tv_sec as f64 * 1e6 + t.tv_nsec as f64 / 1e3
}

fn time_compiles(name: &str, k: &Kernel) -> f64 {
    let code = compile_kernel(k).unwrap().code.len(); // warm up (ISA, allocator)
    let runs = 30;
    let start = thread_cpu_us();
    for _ in 0..runs {
        compile_kernel(k).unwrap();
    }
    let us = (thread_cpu_us() - start) / runs as f64;
    println!("compile time, {name}: {us:.0} µs per kernel ({code} bytes of code)");
    us
}

#[test]
fn compile_time_of_20_op_kernels() {
    let arithmetic = chain(&[
        add,
        mul,
        |a, b| bin(BinaryOp::Sub, a, b),
        |a, b| bin(BinaryOp::Max, a, b),
        |a, _| un(UnaryOp::Neg, a),
        |a, b| bin(BinaryOp::Div, a, b),
        |a, b| {
            let c = Expr::Cmp {
                op: CmpOp::Lt,
                total_order: false,
                lhs: Box::new(a.clone()),
                rhs: Box::new(b.clone()),
            };
            Expr::Select(Box::new(c), Box::new(a), Box::new(b))
        },
    ]);
    let transcendental = chain(&[
        |a, b| un(UnaryOp::Exp, add(a, b)),
        mul,
        |a, _| un(UnaryOp::Tanh, a),
        add,
        |a, _| un(UnaryOp::Log1p, un(UnaryOp::Abs, a)),
    ]);
    let a = time_compiles("20 arithmetic ops", &arithmetic);
    let t = time_compiles("20 ops incl. 8 exp/tanh/log1p", &transcendental);
    // Generous: a regression guard, not a benchmark.
    assert!(a < 200_000.0 && t < 2_000_000.0);
}
