//! Differential checking of lowered kernels: lower a module's entry computation, run the
//! kernel with `kir_eval` (whole, and split in two pieces run in reverse order to check the
//! parallel contract), and compare with the interpreter.

use kiln_codegen::kir::{Kernel, Stmt};
use kiln_codegen::kir_eval::run_kernel;
use kiln_codegen::lower::lower_computation;
use kiln_eval::conformance::compare_outputs;
use kiln_eval::util::{from_le_bytes, le_bytes};
use kiln_eval::Evaluator;
use kiln_hlo::{
    parse_module, verify_module, ArrayData, ArrayLiteral, Literal, Module, PrimitiveType,
};

/// How closely kernel results must match the interpreter's.
#[derive(Clone, Copy, Debug)]
pub enum Tol {
    /// Bit for bit (NaNs only in the same places).
    Exact,
    /// Floats within about an ulp: the interpreter evaluates a multiply feeding an add as
    /// one fused multiply-add where XLA:CPU's LLVM would, kernels round the product.
    Ulp,
    /// Floats within a relative (and equal absolute) tolerance, for sums in another order;
    /// integers exact.
    Rel(f64),
}

pub fn parse(hlo: &str) -> Module {
    let module = parse_module(hlo).unwrap_or_else(|e| panic!("parse: {e}\n{hlo}"));
    verify_module(&module).unwrap_or_else(|e| panic!("verify: {e}\n{hlo}"));
    module
}

/// Lowers and checks `hlo` on random inputs (seeded by the text); returns the kernel.
pub fn check(hlo: &str, tol: Tol) -> Kernel {
    let module = parse(hlo);
    let args = random_args(&module, hlo.len() as u64);
    check_module(&module, &args, tol, hlo)
}

/// Lowers and checks `hlo` on the given inputs.
pub fn check_with(hlo: &str, args: &[Literal], tol: Tol) -> Kernel {
    check_module(&parse(hlo), args, tol, hlo)
}

pub fn check_module(module: &Module, args: &[Literal], tol: Tol, what: &str) -> Kernel {
    let kernel = lower_computation(module, module.entry, "test")
        .unwrap_or_else(|e| panic!("lower: {e}\n{what}"));
    let want = Evaluator::new(module)
        .run(args)
        .unwrap_or_else(|e| panic!("interpreter: {e}\n{what}"));
    if let Err(e) = compare_kernel(&kernel, args, &want, tol) {
        panic!("{e}\n{what}\n{kernel:#?}");
    }
    kernel
}

/// Runs the kernel whole and in two pieces and compares each result with `want`.
pub fn compare_kernel(
    kernel: &Kernel,
    args: &[Literal],
    want: &Literal,
    tol: Tol,
) -> Result<(), String> {
    let want: Vec<ArrayLiteral> = want
        .clone()
        .into_leaves()
        .into_iter()
        .map(|l| l.as_array().cloned().ok_or("non-array result"))
        .collect::<Result<_, _>>()?;
    let n = kernel.parallel_extent();
    let got = run(kernel, args, &[(0, n)])?;
    compare(&got, &want, tol).map_err(|e| format!("whole range: {e}"))?;
    if n > 1 {
        let k = n / 2;
        let got = run(kernel, args, &[(k, n), (0, k)])?;
        compare(&got, &want, tol).map_err(|e| format!("split at {k} of {n}: {e}"))?;
    }
    Ok(())
}

/// Runs `kernel` over `ranges` in order on fresh buffers; returns the output buffers.
/// Outputs start filled with a pattern, so elements the kernel does not write show up.
pub fn run(
    kernel: &Kernel,
    args: &[Literal],
    ranges: &[(i64, i64)],
) -> Result<Vec<Vec<u8>>, String> {
    let mut bufs: Vec<Vec<u8>> = Vec::new();
    for a in args {
        bufs.push(le_bytes(&a.as_array().ok_or("tuple argument")?.data));
    }
    for b in &kernel.buffers[args.len()..] {
        bufs.push(vec![0xA5; b.element_count() as usize * b.ty.byte_size()]);
    }
    for &(s, e) in ranges {
        run_kernel(kernel, &mut bufs, s, e)?;
    }
    Ok(bufs.split_off(args.len()))
}

fn compare(got: &[Vec<u8>], want: &[ArrayLiteral], tol: Tol) -> Result<(), String> {
    if got.len() != want.len() {
        return Err(format!("{} outputs, expected {}", got.len(), want.len()));
    }
    for (i, (bytes, w)) in got.iter().zip(want).enumerate() {
        if *bytes == le_bytes(&w.data) {
            continue;
        }
        let data = from_le_bytes(w.ty, bytes)?;
        let lit = Literal::Array(ArrayLiteral::new(w.ty, w.dims.clone(), data)?);
        let (rtol, atol) = match tol {
            Tol::Exact => (0.0, 0.0),
            Tol::Ulp => (1e-6, 1e-6),
            Tol::Rel(r) => (r, r),
        };
        compare_outputs(&lit, w, rtol, atol).map_err(|m| {
            format!(
                "output {i}: {m}\n got {:?}\nwant {:?}",
                short(&lit),
                short_a(w)
            )
        })?;
    }
    Ok(())
}

fn short(l: &Literal) -> String {
    l.as_array().map(short_a).unwrap_or_default()
}

fn short_a(a: &ArrayLiteral) -> String {
    let s = format!("{:?}", a.data);
    s.chars().take(600).collect()
}

/// A deterministic pseudo-random generator (xorshift64*).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in [lo, hi).
    pub fn float(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// A float, now and then a special value (±0, ±inf, NaN, huge, small). No denormals:
    /// the interpreter flushes them as XLA:CPU does, kernels keep IEEE semantics.
    pub fn any_float(&mut self) -> f64 {
        const SPECIAL: [f64; 8] = [
            0.0,
            -0.0,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            3e38,
            -1e-30,
            0.5,
        ];
        if self.next().is_multiple_of(12) {
            SPECIAL[(self.next() % 8) as usize]
        } else {
            self.float(-4.0, 4.0)
        }
    }

    /// An integer: small (zeros and ±1 for division edge cases) or any bits.
    pub fn any_int(&mut self) -> i64 {
        match self.next() % 4 {
            0 => (self.next() % 7) as i64 - 3,
            1 => (self.next() % 70) as i64,
            _ => self.next() as i64,
        }
    }
}

/// Random arrays for the entry computation's parameters.
pub fn random_args(module: &Module, seed: u64) -> Vec<Literal> {
    let mut rng = Rng::new(seed);
    module
        .entry_computation()
        .program_shape()
        .parameters
        .iter()
        .map(|s| {
            let a = s.as_array().expect("array parameter");
            random_array(a.ty, &a.dims, &mut rng, true)
        })
        .collect()
}

/// A random array; `specials` mixes special float values in.
pub fn random_array(ty: PrimitiveType, dims: &[i64], rng: &mut Rng, specials: bool) -> Literal {
    let n: i64 = dims.iter().product();
    let mut f = || {
        if specials {
            rng.any_float()
        } else {
            rng.float(-3.0, 3.0)
        }
    };
    let floats: Vec<f64> = (0..n).map(|_| f()).collect();
    let ints: Vec<i64> = (0..n).map(|_| rng.any_int()).collect();
    use PrimitiveType as T;
    let data = match ty {
        T::Pred => ArrayData::Pred(ints.iter().map(|&x| x & 1 == 1).collect()),
        T::S8 => ArrayData::S8(ints.iter().map(|&x| x as i8).collect()),
        T::S16 => ArrayData::S16(ints.iter().map(|&x| x as i16).collect()),
        T::S32 => ArrayData::S32(ints.iter().map(|&x| x as i32).collect()),
        T::S64 => ArrayData::S64(ints),
        T::U8 => ArrayData::U8(ints.iter().map(|&x| x as u8).collect()),
        T::U16 => ArrayData::U16(ints.iter().map(|&x| x as u16).collect()),
        T::U32 => ArrayData::U32(ints.iter().map(|&x| x as u32).collect()),
        T::U64 => ArrayData::U64(ints.iter().map(|&x| x as u64).collect()),
        T::F16 => ArrayData::F16(floats.iter().map(|&x| half::f16::from_f64(x)).collect()),
        T::BF16 => ArrayData::BF16(floats.iter().map(|&x| half::bf16::from_f64(x)).collect()),
        T::F32 => ArrayData::F32(floats.iter().map(|&x| x as f32).collect()),
        T::F64 => ArrayData::F64(floats),
        t => panic!("no random {t}"),
    };
    Literal::Array(ArrayLiteral::new(ty, dims.to_vec(), data).expect("valid"))
}

/// An s32 or s64 array of the given values.
pub fn ints(ty: PrimitiveType, dims: &[i64], v: &[i64]) -> Literal {
    let data = match ty {
        PrimitiveType::S32 => ArrayData::S32(v.iter().map(|&x| x as i32).collect()),
        PrimitiveType::S64 => ArrayData::S64(v.to_vec()),
        PrimitiveType::U32 => ArrayData::U32(v.iter().map(|&x| x as u32).collect()),
        PrimitiveType::U64 => ArrayData::U64(v.iter().map(|&x| x as u64).collect()),
        t => panic!("ints of {t}"),
    };
    Literal::Array(ArrayLiteral::new(ty, dims.to_vec(), data).expect("valid"))
}

/// The innermost loops of a kernel (loops without nested loops), as (extent, vector width).
pub fn innermost_loops(kernel: &Kernel) -> Vec<(i64, u8)> {
    fn walk(stmts: &[Stmt], out: &mut Vec<(i64, u8)>) {
        for s in stmts {
            if let Stmt::Loop {
                extent,
                body,
                vector_width,
                ..
            } = s
            {
                if body.iter().any(|b| matches!(b, Stmt::Loop { .. })) {
                    walk(body, out);
                } else {
                    out.push((*extent, *vector_width));
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(&kernel.body, &mut out);
    out
}
