//! Shared pieces of the CPU emitter tests: kernel builders, deterministic input data with
//! edge cases, running a kernel through the JIT and through `kir_eval`, and comparing.

use kiln_codegen::cpu::{compile_kernel, LoadedKernel};
use kiln_codegen::kir::build::*;
use kiln_codegen::kir::*;
use kiln_codegen::kir_eval::run_kernel;

pub fn buffer(name: &str, ty: ScalarType, n: i64, writable: bool) -> BufferParam {
    BufferParam {
        name: name.into(),
        ty,
        dims: vec![n],
        writable,
        resident: false,
    }
}

/// `out[i] = f(in_0[i], in_1[i], ...)` for `i` in a parallel loop of extent `n`.
pub fn elementwise(
    inputs: &[ScalarType],
    out: ScalarType,
    n: i64,
    vector_width: u8,
    f: impl Fn(&[Expr]) -> Expr,
) -> Kernel {
    let mut k = Kernel::new("elementwise");
    let ins: Vec<u32> = inputs
        .iter()
        .enumerate()
        .map(|(j, &t)| k.add_buffer(buffer(&format!("in{j}"), t, n, false)))
        .collect();
    let o = k.add_buffer(buffer("out", out, n, true));
    let i = k.new_var(ScalarType::S64);
    let args: Vec<Expr> = ins.iter().map(|&b| load(b, var(i))).collect();
    k.body.push(Stmt::Loop {
        var: i,
        extent: n,
        parallel: true,
        vector_width,
        body: vec![Stmt::Store {
            buffer: o,
            index: var(i),
            value: f(&args),
        }],
    });
    k
}

/// A small deterministic generator (xorshift64*).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

const F32_SPECIALS: [f32; 24] = [
    0.0,
    -0.0,
    1.0,
    -1.0,
    0.5,
    -0.5,
    1.5,
    2.5,
    -2.5,
    3.0,
    f32::INFINITY,
    f32::NEG_INFINITY,
    f32::NAN,
    f32::MIN_POSITIVE,
    1e-40,
    -1e-40,
    f32::MAX,
    -f32::MAX,
    1e-45,
    65504.0,
    65520.0,
    -7.0,
    1e10,
    -3e9,
];

/// One element of type `ty` as little-endian bytes: edge cases a quarter of the time,
/// otherwise random values of a wide range of magnitudes (or random bits for integers).
pub fn sample(ty: ScalarType, rng: &mut Rng) -> Vec<u8> {
    use ScalarType::*;
    let edge = rng.below(4) == 0;
    match ty {
        Pred => vec![(rng.next() & 1) as u8],
        F32 | F16 | BF16 => {
            let x = if edge {
                F32_SPECIALS[rng.below(F32_SPECIALS.len() as u64) as usize]
            } else {
                random_float(rng) as f32
            };
            match ty {
                F32 => x.to_le_bytes().to_vec(),
                F16 => half::f16::from_f32(x).to_le_bytes().to_vec(),
                _ => half::bf16::from_f32(x).to_le_bytes().to_vec(),
            }
        }
        F64 => {
            let x = if edge {
                F32_SPECIALS[rng.below(F32_SPECIALS.len() as u64) as usize] as f64
            } else {
                random_float(rng)
            };
            x.to_le_bytes().to_vec()
        }
        _ => {
            let size = ty.byte_size();
            let bits = 8 * size as u32;
            let v: u64 = match rng.below(5) {
                0 => [0u64, 1, u64::MAX, 2, 3][rng.below(5) as usize],
                1 => 1u64 << (bits - 1),                   // MIN for signed
                2 => (1u64 << (bits - 1)).wrapping_sub(1), // MAX for signed
                3 => rng.below(bits as u64 + 3),           // shift amounts around the width
                _ => rng.next(),
            };
            v.to_le_bytes()[..size].to_vec()
        }
    }
}

/// A float with a random sign, a magnitude between 2^-30 and 2^30, and a few
/// integer-and-a-half values for the rounding ops.
pub fn random_float(rng: &mut Rng) -> f64 {
    let sign = if rng.next() & 1 == 0 { 1.0 } else { -1.0 };
    if rng.below(8) == 0 {
        return sign * (rng.below(20) as f64 + 0.5);
    }
    let mantissa = 1.0 + (rng.next() >> 11) as f64 / (1u64 << 53) as f64;
    let exponent = rng.below(61) as i32 - 30;
    sign * mantissa * 2f64.powi(exponent)
}

/// Buffers for `k`: random inputs, zeroed outputs.
pub fn make_buffers(k: &Kernel, seed: u64) -> Vec<Vec<u8>> {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    k.buffers
        .iter()
        .map(|b| {
            let n = b.element_count() as usize;
            if b.writable {
                vec![0u8; n * b.ty.byte_size()]
            } else {
                (0..n).flat_map(|_| sample(b.ty, &mut rng)).collect()
            }
        })
        .collect()
}

/// Runs the JIT-compiled kernel on each range in turn.
pub fn run_jit(k: &Kernel, bufs: &mut [Vec<u8>], ranges: &[(i64, i64)]) -> Result<(), String> {
    let compiled = compile_kernel(k)?;
    let loaded = LoadedKernel::load(&compiled)?;
    let ptrs: Vec<*mut u8> = bufs.iter_mut().map(|b| b.as_mut_ptr()).collect();
    for &(s, e) in ranges {
        // SAFETY: the buffers have the kernel's sizes and outlive the call.
        unsafe { loaded.call(&ptrs, s, e) };
    }
    Ok(())
}

pub fn run_ref(k: &Kernel, bufs: &mut [Vec<u8>], ranges: &[(i64, i64)]) {
    for &(s, e) in ranges {
        run_kernel(k, bufs, s, e).expect("kir_eval");
    }
}

/// The kernel's parallel range split in three uneven pieces (or `[0, 1)`).
pub fn split_ranges(k: &Kernel) -> Vec<(i64, i64)> {
    let n = k.parallel_extent();
    if !matches!(k.body.as_slice(), [Stmt::Loop { parallel: true, .. }]) {
        return vec![(0, 1)];
    }
    let (a, b) = (n / 3, n / 3 + n / 5 + 1);
    let (a, b) = (a.min(n), b.min(n));
    vec![(0, a), (a, b), (b, n)]
}

/// How closely results must agree.
#[derive(Clone, Copy, Debug)]
pub enum Tol {
    /// Bit for bit (NaNs of any payload count as equal).
    Exact,
    /// Floats within this many units in the last place (of the stored type); values
    /// within 2^-126 of each other also pass (results that underflow differently).
    Ulp(u64),
}

/// Compares the writable buffers of two runs of `k`.
pub fn compare(k: &Kernel, got: &[Vec<u8>], want: &[Vec<u8>], tol: Tol) -> Result<(), String> {
    for (b, param) in k.buffers.iter().enumerate() {
        if !param.writable {
            continue;
        }
        let size = param.ty.byte_size();
        for (i, (g, w)) in got[b].chunks(size).zip(want[b].chunks(size)).enumerate() {
            if !element_close(param.ty, g, w, tol) {
                return Err(format!(
                    "buffer {b} element {i}: got {}, want {} ({tol:?})",
                    show(param.ty, g),
                    show(param.ty, w)
                ));
            }
        }
    }
    Ok(())
}

fn element_close(ty: ScalarType, g: &[u8], w: &[u8], tol: Tol) -> bool {
    if g == w {
        return true;
    }
    let (gf, wf) = (as_f64(ty, g), as_f64(ty, w));
    match (ty.is_float(), tol) {
        (false, _) => false,
        _ if gf.is_nan() && wf.is_nan() => true,
        (true, Tol::Exact) => false,
        (true, Tol::Ulp(n)) => {
            (gf - wf).abs() <= f32::MIN_POSITIVE as f64 || ulp_distance(ty, g, w) <= n
        }
    }
}

/// Distance in representable values between two floats of storage type `ty`.
pub fn ulp_distance(ty: ScalarType, g: &[u8], w: &[u8]) -> u64 {
    let bits = |b: &[u8]| b.iter().rev().fold(0u64, |acc, &x| (acc << 8) | x as u64);
    let width = 8 * ty.byte_size() as u32;
    let ordered = |u: u64| -> i128 {
        let sign = 1u64 << (width - 1);
        if u & sign != 0 {
            -((u & (sign - 1)) as i128)
        } else {
            u as i128
        }
    };
    (ordered(bits(g)) - ordered(bits(w))).unsigned_abs() as u64
}

pub fn as_f64(ty: ScalarType, b: &[u8]) -> f64 {
    match ty {
        ScalarType::F32 => f32::from_le_bytes(b.try_into().unwrap()) as f64,
        ScalarType::F64 => f64::from_le_bytes(b.try_into().unwrap()),
        ScalarType::F16 => half::f16::from_le_bytes(b.try_into().unwrap()).to_f64(),
        ScalarType::BF16 => half::bf16::from_le_bytes(b.try_into().unwrap()).to_f64(),
        _ => f64::NAN,
    }
}

fn show(ty: ScalarType, b: &[u8]) -> String {
    if ty.is_float() {
        format!("{:e} ({b:02x?})", as_f64(ty, b))
    } else {
        format!("{b:02x?}")
    }
}

/// Runs `k` through the JIT (in pieces) and through `kir_eval`, and compares. Returns the
/// JIT's buffers for further checks.
pub fn check_against_eval(k: &Kernel, seed: u64, tol: Tol) -> Vec<Vec<u8>> {
    let ranges = split_ranges(k);
    let mut got = make_buffers(k, seed);
    let mut want = got.clone();
    run_jit(k, &mut got, &ranges).unwrap_or_else(|e| panic!("{e}\n{k:#?}"));
    run_ref(k, &mut want, &ranges);
    if let Err(e) = compare(k, &got, &want, tol) {
        panic!("{} vs kir_eval: {e}\n{k:#?}", k.name);
    }
    got
}

/// The same kernel with every loop's vector width set to `w` (4 is only legal for loops
/// without dependences between iterations).
pub fn with_vector_width(k: &Kernel, w: u8) -> Kernel {
    fn go(stmts: &mut [Stmt], w: u8) {
        for s in stmts {
            if let Stmt::Loop {
                vector_width, body, ..
            } = s
            {
                *vector_width = w;
                go(body, w);
            }
        }
    }
    let mut k = k.clone();
    go(&mut k.body, w);
    k
}

/// Checks `k` against `kir_eval`, and `k` as given (with its vector widths) and its scalar
/// form (every width 1) against each other bit for bit.
pub fn check_vector_and_scalar(k: &Kernel, seed: u64, tol: Tol) {
    let vector = check_against_eval(k, seed, tol);
    let scalar = check_against_eval(&with_vector_width(k, 1), seed, tol);
    if let Err(e) = compare(k, &vector, &scalar, Tol::Exact) {
        panic!("{}: vector vs scalar: {e}\n{k:#?}", k.name);
    }
}
