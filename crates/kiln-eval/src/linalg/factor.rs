//! `cholesky` and `triangular-solve` on batches of matrices (the two minor dimensions).
//!
//! Both work in f64 (or complex f64) and round once to the declared type: the reference should
//! be at least as accurate as XLA's f32 kernels so that only their rounding shows in a diff.

use super::numeric::{complex_values, real_values};
use crate::util::{array, make_array};
use crate::OpResult;
use half::{bf16, f16};
use kiln_hlo::{ArrayData, ArrayLiteral, Instruction, Literal, PrimitiveType, TriangularTranspose};
use num_complex::Complex64;
use std::ops::{Add, Div, Mul, Sub};

/// Scalars a factorization runs on: f64 and complex f64.
pub trait Field:
    Copy + Add<Output = Self> + Sub<Output = Self> + Mul<Output = Self> + Div<Output = Self>
{
    const ZERO: Self;
    const ONE: Self;
    fn conj(self) -> Self;
    /// The square root of the real part, as a field element (Cholesky's diagonal).
    fn sqrt_re(self) -> Self;
    fn is_nan(self) -> bool;
    fn nan() -> Self;
    /// `|re| + |im|`: the magnitude LAPACK's pivot search compares.
    fn abs1(self) -> f64;
}

impl Field for f64 {
    const ZERO: f64 = 0.0;
    const ONE: f64 = 1.0;
    fn conj(self) -> f64 {
        self
    }
    fn sqrt_re(self) -> f64 {
        self.sqrt()
    }
    fn is_nan(self) -> bool {
        f64::is_nan(self)
    }
    fn nan() -> f64 {
        f64::NAN
    }
    fn abs1(self) -> f64 {
        self.abs()
    }
}

impl Field for Complex64 {
    const ZERO: Complex64 = Complex64::new(0.0, 0.0);
    const ONE: Complex64 = Complex64::new(1.0, 0.0);
    fn conj(self) -> Complex64 {
        Complex64::conj(&self)
    }
    fn sqrt_re(self) -> Complex64 {
        Complex64::new(self.re.sqrt(), 0.0)
    }
    fn is_nan(self) -> bool {
        Complex64::is_nan(self)
    }
    fn nan() -> Complex64 {
        Complex64::new(f64::NAN, 0.0)
    }
    fn abs1(self) -> f64 {
        self.re.abs() + self.im.abs()
    }
}

/// The working values of a float or complex array.
pub(super) enum Values {
    Real(Vec<f64>),
    Complex(Vec<Complex64>),
}

pub(super) fn load(a: &ArrayLiteral, what: &str) -> Result<Values, String> {
    if a.ty.is_complex() {
        Ok(Values::Complex(complex_values(&a.data)))
    } else if a.ty.is_float() {
        real_values(&a.data)
            .map(Values::Real)
            .ok_or_else(|| format!("{what}: cannot read {} data", a.ty))
    } else {
        Err(format!(
            "{what} needs a floating-point or complex operand, got {}",
            a.ty
        ))
    }
}

pub(super) fn store(v: Values, ty: PrimitiveType, dims: Vec<i64>) -> Result<Literal, String> {
    let data = match (v, ty) {
        (Values::Real(v), PrimitiveType::F64) => ArrayData::F64(v),
        (Values::Real(v), PrimitiveType::F32) => {
            ArrayData::F32(v.into_iter().map(|x| x as f32).collect())
        }
        (Values::Real(v), PrimitiveType::F16) => {
            ArrayData::F16(v.into_iter().map(f16::from_f64).collect())
        }
        (Values::Real(v), PrimitiveType::BF16) => {
            ArrayData::BF16(v.into_iter().map(bf16::from_f64).collect())
        }
        (Values::Complex(v), PrimitiveType::C128) => ArrayData::C128(v),
        (Values::Complex(v), PrimitiveType::C64) => ArrayData::C64(
            v.into_iter()
                .map(|c| num_complex::Complex32::new(c.re as f32, c.im as f32))
                .collect(),
        ),
        (_, t) => return Err(format!("cannot produce a {t} result")),
    };
    make_array(ty, dims, data)
}

/// The matrix size of a `[..., n, n]` operand.
fn square_size(a: &ArrayLiteral, what: &str) -> Result<usize, String> {
    let r = a.dims.len();
    if r < 2 || a.dims[r - 1] != a.dims[r - 2] {
        return Err(format!(
            "{what} needs square matrices in the minor dimensions, got {:?}",
            a.dims
        ));
    }
    usize::try_from(a.dims[r - 1]).map_err(|_| format!("{what}: bad dimension sizes {:?}", a.dims))
}

pub(crate) fn cholesky(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let [a] = ops else {
        return Err(format!("cholesky takes 1 operand, got {}", ops.len()).into());
    };
    let a = array(a)?;
    let n = square_size(a, "cholesky")?;
    let lower = instr.attrs.lower.unwrap_or(false);
    let out = match load(a, "cholesky")? {
        Values::Real(v) => Values::Real(per_matrix(&v, n * n, |m| cholesky_one(m, n, lower))),
        Values::Complex(v) => Values::Complex(per_matrix(&v, n * n, |m| cholesky_one(m, n, lower))),
    };
    Ok(store(out, a.ty, a.dims.clone())?)
}

/// Applies `f` to each `size`-element matrix of a batch and concatenates the results.
fn per_matrix<T: Copy>(v: &[T], size: usize, f: impl FnMut(&[T]) -> Vec<T>) -> Vec<T> {
    if size == 0 {
        return Vec::new();
    }
    v.chunks_exact(size).flat_map(f).collect()
}

/// One factorization, as XLA's CholeskyExpander defines it: the upper case factors the
/// transpose (so it reads the upper triangle) and transposes back; the other triangle of the
/// result is zero; if any diagonal square root is NaN (not positive definite) the whole
/// matrix becomes NaN.
pub fn cholesky_one<T: Field>(a: &[T], n: usize, lower: bool) -> Vec<T> {
    cholesky_with_failure(a, n, lower).0
}

/// [`cholesky_one`], and the first column whose pivot is not positive (zero, negative or
/// NaN: where LAPACK's `?potrf` stops), if any.
pub(super) fn cholesky_with_failure<T: Field>(
    a: &[T],
    n: usize,
    lower: bool,
) -> (Vec<T>, Option<usize>) {
    let a = if lower {
        a.to_vec()
    } else {
        transpose(a, n, n)
    };
    let mut l = vec![T::ZERO; n * n];
    let mut failed = false;
    let mut first_failure = None;
    for j in 0..n {
        let row_dot =
            |l: &[T], i: usize| (0..j).fold(T::ZERO, |s, p| s + l[i * n + p] * l[j * n + p].conj());
        let d = (a[j * n + j] - row_dot(&l, j)).sqrt_re();
        failed |= d.is_nan();
        if first_failure.is_none() && (d.is_nan() || d.abs1() == 0.0) {
            first_failure = Some(j);
        }
        l[j * n + j] = d;
        for i in j + 1..n {
            l[i * n + j] = (a[i * n + j] - row_dot(&l, i)) / d;
        }
    }
    if failed {
        l.iter_mut().for_each(|x| *x = T::nan());
    }
    let l = if lower { l } else { transpose(&l, n, n) };
    (l, first_failure)
}

/// The `[cols, rows]` transpose of a row-major `[rows, cols]` matrix (no conjugation).
fn transpose<T: Copy>(m: &[T], rows: usize, cols: usize) -> Vec<T> {
    (0..cols * rows)
        .map(|i| m[(i % rows) * cols + i / rows])
        .collect()
}

/// The options of one triangular solve.
#[derive(Clone, Copy, Debug)]
pub struct SolveSpec {
    pub left_side: bool,
    pub lower: bool,
    pub unit_diagonal: bool,
    pub transpose: TriangularTranspose,
    pub m: usize,
    /// The other dimension of `b` (its columns if `left_side`, else its rows).
    pub k: usize,
}

pub(crate) fn triangular_solve(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let [a, b] = ops else {
        return Err(format!("triangular-solve takes 2 operands, got {}", ops.len()).into());
    };
    let (a, b) = (array(a)?, array(b)?);
    let spec = solve_spec(instr, a, b)?;
    let (ms, bs) = (spec.m * spec.m, spec.m * spec.k);
    let out = match (load(a, "triangular-solve")?, load(b, "triangular-solve")?) {
        (Values::Real(av), Values::Real(bv)) => Values::Real(solve_batch(&av, &bv, ms, bs, spec)),
        (Values::Complex(av), Values::Complex(bv)) => {
            Values::Complex(solve_batch(&av, &bv, ms, bs, spec))
        }
        _ => return Err("triangular-solve operands must both be real or both complex".into()),
    };
    Ok(store(out, b.ty, b.dims.clone())?)
}

fn solve_spec(
    instr: &Instruction,
    a: &ArrayLiteral,
    b: &ArrayLiteral,
) -> Result<SolveSpec, String> {
    let m = square_size(a, "triangular-solve")?;
    let left_side = instr.attrs.left_side.unwrap_or(false);
    let r = b.dims.len();
    if r != a.dims.len() || a.dims[..r - 2] != b.dims[..r - 2] {
        return Err(format!(
            "triangular-solve operands have different batch dimensions: {:?} and {:?}",
            a.dims, b.dims
        ));
    }
    let (b_m, b_k) = if left_side {
        (b.dims[r - 2], b.dims[r - 1])
    } else {
        (b.dims[r - 1], b.dims[r - 2])
    };
    if usize::try_from(b_m).ok() != Some(m) {
        return Err(format!(
            "triangular-solve: b {:?} does not fit a {m}x{m} (left_side={left_side})",
            b.dims
        ));
    }
    Ok(SolveSpec {
        left_side,
        lower: instr.attrs.lower.unwrap_or(false),
        unit_diagonal: instr.attrs.unit_diagonal.unwrap_or(false),
        transpose: instr
            .attrs
            .transpose_a
            .unwrap_or(TriangularTranspose::NoTranspose),
        m,
        k: usize::try_from(b_k).map_err(|_| format!("bad dimension sizes {:?}", b.dims))?,
    })
}

fn solve_batch<T: Field>(a: &[T], b: &[T], ms: usize, bs: usize, spec: SolveSpec) -> Vec<T> {
    if ms == 0 || bs == 0 {
        return b.to_vec();
    }
    a.chunks_exact(ms)
        .zip(b.chunks_exact(bs))
        .flat_map(|(a, b)| solve_one(a, b, spec))
        .collect()
}

/// Solves `op(a) x = b` or `x op(a) = b` for one matrix pair. The right-side form is the
/// left-side form transposed: `op(a)^T x^T = b^T`.
pub fn solve_one<T: Field>(a: &[T], b: &[T], s: SolveSpec) -> Vec<T> {
    let (m, k) = (s.m, s.k);
    let mut op_a = effective_matrix(a, s);
    // op(a) is lower triangular when the stored triangle is lower and not transposed, or
    // upper and transposed.
    let mut lower = s.lower == (s.transpose == TriangularTranspose::NoTranspose);
    if s.left_side {
        return substitute(&op_a, b, m, k, lower);
    }
    op_a = transpose(&op_a, m, m);
    lower = !lower;
    let x_t = substitute(&op_a, &transpose(b, k, m), m, k, lower);
    transpose(&x_t, m, k)
}

/// `op(a)` with the unused triangle zeroed and, for `unit_diagonal`, ones on the diagonal.
fn effective_matrix<T: Field>(a: &[T], s: SolveSpec) -> Vec<T> {
    let m = s.m;
    let tri = |i: usize, j: usize| {
        if i == j {
            if s.unit_diagonal {
                T::ONE
            } else {
                a[i * m + j]
            }
        } else if (i > j) == s.lower {
            a[i * m + j]
        } else {
            T::ZERO
        }
    };
    (0..m * m)
        .map(|idx| {
            let (i, j) = (idx / m, idx % m);
            match s.transpose {
                TriangularTranspose::NoTranspose => tri(i, j),
                TriangularTranspose::Transpose => tri(j, i),
                TriangularTranspose::Adjoint => tri(j, i).conj(),
            }
        })
        .collect()
}

/// Forward (lower) or backward (upper) substitution for `t x = b`, `t: [m, m]`, `b: [m, k]`.
fn substitute<T: Field>(t: &[T], b: &[T], m: usize, k: usize, lower: bool) -> Vec<T> {
    let mut x = b.to_vec();
    let order: Vec<usize> = if lower {
        (0..m).collect()
    } else {
        (0..m).rev().collect()
    };
    for (step, &i) in order.iter().enumerate() {
        for &p in &order[..step] {
            let coef = t[i * m + p];
            for c in 0..k {
                x[i * k + c] = x[i * k + c] - coef * x[p * k + c];
            }
        }
        let diag = t[i * m + i];
        for c in 0..k {
            x[i * k + c] = x[i * k + c] / diag;
        }
    }
    x
}
