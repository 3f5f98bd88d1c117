//! The LAPACK custom-calls JAX emits for linear algebra on CPU, each for `?` in `s d c z`:
//! `lapack_?trsm_ffi` (triangular solve), `?potrf` (Cholesky), `?getrf` (LU with partial
//! pivoting), `?gtsv` (tridiagonal solve), `?geqrf` with `?orgqr`/`?ungqr` (Householder QR
//! and its Q), `?syevd`/`?heevd` (symmetric/Hermitian eigendecomposition), `?gesdd` (SVD),
//! `?geev` (general eigendecomposition, `geev.rs`), `?gees` (Schur form, `schur.rs`),
//! `?gehrd` (Hessenberg form) and `?sytrd`/`?hetrd` (tridiagonal form, `hessenberg.rs`).
//! They are what `jnp.linalg.solve`, `inv`, `det`, `slogdet`, `cholesky`, `qr`, `eigh`,
//! `eigvalsh`, `svd`, `eig`, `eigvals`, `jax.scipy.linalg.schur`, `hessenberg` and
//! `lax.linalg.triangular_solve`, `tridiagonal`, `tridiagonal_solve` lower to, so running
//! them makes those functions run. syevd's eigenvalues are unique (ascending, as LAPACK
//! returns them), its eigenvectors only up to sign (a unit phase for complex types): Kiln
//! makes each one's largest component (the first of equal ones) real and positive, which
//! LAPACK does not promise, so a program that returns raw eigenvectors may see some negated
//! against XLA:CPU's (anything computed from them that does not depend on the sign,
//! `V diag(w) Vᴴ` or projections' magnitudes, agrees). `?gesdd` (SVD: `svd`, `norm(ord=2)`,
//! `pinv`, `lstsq`, `matrix_rank`) returns descending singular values and, with the same
//! rule on each left vector (the right one follows), the vectors the result shapes ask for
//! (`m × k` or `m × m`, `k × n` or `n × n`). geev's and gees's eigenvalue order is where
//! the QR iteration deflates them, which follows LAPACK's `?lahqr` (see `schur.rs`).
//!
//! Each works on a batch of matrices in the minor two dimensions (the leading
//! `num_batch_dims` are the batch) and computes in f64 (or complex f64), rounding once to the
//! declared type. Options are the FFI's `backend_config` characters: `side` `L`/`R`, `uplo`
//! `L`/`U`, `trans_x` `N`/`T`/`C`, `diag` `N`/`U`. Results follow LAPACK's conventions:
//! potrf leaves the triangle it does not factor as it was, and returns `info` (0, or the
//! order of the first leading minor that is not positive definite); getrf returns the packed
//! factors (L below the diagonal with a unit diagonal implied, U on and above it), the
//! 1-based pivot row of each step, and `info` (0, or the 1-based index of the first zero
//! pivot). The pivot is the first entry of largest `|re| + |im|` in its column, as LAPACK's
//! `i?amax` picks it. geqrf returns the packed reflectors (R on and above the diagonal, each
//! reflector's vector below it, its leading 1 implied) and their `tau`, with `?larfg`'s
//! convention `beta = -sign(re alpha) * norm` (real); orgqr multiplies the reflectors into
//! the leading columns of the identity.

mod balance;
mod geev;
mod hessenberg;
mod qr;
mod schur;
mod spectral;
mod systems;
#[cfg(test)]
mod tests;

use super::factor::{load, store, Field, Values};
use crate::util::make_array;
use crate::OpResult;
use kiln_hlo::{ArrayData, ArrayLiteral, Instruction, Literal, PrimitiveType};
use num_complex::Complex64;

/// The custom-call's result, or `None` if its target is not one of these.
pub(crate) fn custom_call(instr: &Instruction, ops: &[&Literal]) -> Option<OpResult> {
    let target = instr.attrs.custom_call_target.as_deref()?;
    let routine = target.strip_prefix("lapack_")?.strip_suffix("_ffi")?;
    let (kind, name) = routine.split_at_checked(1)?;
    if !matches!(kind, "s" | "d" | "c" | "z") {
        return None;
    }
    let real = matches!(kind, "s" | "d");
    let result = match name {
        "trsm" => systems::trsm(instr, ops),
        "potrf" => systems::potrf(instr, ops),
        "getrf" => systems::getrf(ops),
        "geqrf" => qr::geqrf(ops),
        "orgqr" if real => qr::orgqr(ops),
        "ungqr" if !real => qr::orgqr(ops),
        "syevd" if real => spectral::syevd(instr, ops),
        "heevd" if !real => spectral::syevd(instr, ops),
        "gesdd" => spectral::gesdd(instr, ops),
        "geev" => geev::geev(instr, ops),
        "gees" => schur::gees(instr, ops),
        "gehrd" => hessenberg::gehrd(instr, ops),
        "sytrd" if real => hessenberg::sytrd(instr, ops),
        "hetrd" if !real => hessenberg::sytrd(instr, ops),
        "gtsv" => systems::gtsv(ops),
        _ => return None,
    };
    Some(result.map_err(|e| format!("{target}: {e}").into()))
}

/// The character value of `key` in the FFI's `backend_config={key = 76 : ui8, ...}`.
fn option(instr: &Instruction, key: &str) -> Result<char, String> {
    config_value(instr, key)
        .and_then(|v| v.parse::<u8>().ok())
        .map(char::from)
        .ok_or_else(|| format!("backend_config has no `{key}` option"))
}

/// The integer value of `key` in the FFI's `backend_config={key = 4 : i32, ...}`.
fn int_option(instr: &Instruction, key: &str) -> Result<i64, String> {
    config_value(instr, key)
        .and_then(|v| v.parse::<i64>().ok())
        .ok_or_else(|| format!("backend_config has no integer `{key}` option"))
}

/// The text of `key`'s value in the backend_config, without its type.
fn config_value(instr: &Instruction, key: &str) -> Option<String> {
    let config = instr.backend_config.as_deref().unwrap_or_default();
    config
        .trim_matches(|c| c == '{' || c == '}')
        .split(',')
        .find_map(|item| {
            let (k, v) = item.split_once('=')?;
            (k.trim() == key).then(|| v.split(':').next().unwrap_or("").trim().to_string())
        })
}

/// A `[..., rows, cols]` operand's batch size, rows and columns.
fn matrices(a: &ArrayLiteral, what: &str) -> Result<(usize, usize, usize), String> {
    let r = a.dims.len();
    if r < 2 {
        return Err(format!("{what} needs matrices, got {:?}", a.dims));
    }
    let size = |d: &[i64]| usize::try_from(d.iter().product::<i64>()).ok();
    match (
        size(&a.dims[..r - 2]),
        size(&a.dims[r - 2..r - 1]),
        size(&a.dims[r - 1..]),
    ) {
        (Some(b), Some(m), Some(n)) => Ok((b, m, n)),
        _ => Err(format!("{what}: bad dimension sizes {:?}", a.dims)),
    }
}

/// `info` values, one per matrix, shaped like the batch dimensions.
fn info(values: Vec<i32>, batch_dims: &[i64]) -> Result<Literal, String> {
    make_array(
        PrimitiveType::S32,
        batch_dims.to_vec(),
        ArrayData::S32(values),
    )
}

/// The scalars the LAPACK routines compute in: f64 for `s`/`d`, complex f64 for `c`/`z`.
pub(super) trait Scalar:
    Field + std::ops::Neg<Output = Self> + PartialEq + std::fmt::Debug
{
    fn re(self) -> f64;
    fn im(self) -> f64;
    fn from_re(x: f64) -> Self;
    fn abs(self) -> f64;
    fn scale(self, x: f64) -> Self;
    /// `(phase, r)` with `self = phase * r`, `|phase| = 1` and `r` real: complex numbers
    /// give `(self / |self|, |self|)`, reals `(1, self)` (so real code never changes signs
    /// it does not have to).
    fn split_phase(self) -> (Self, f64);
    fn is_finite(self) -> bool {
        self.re().is_finite() && self.im().is_finite()
    }
    fn from_values(v: Values) -> Option<Vec<Self>>;
    fn into_values(v: Vec<Self>) -> Values;
}

impl Scalar for f64 {
    fn re(self) -> f64 {
        self
    }
    fn im(self) -> f64 {
        0.0
    }
    fn from_re(x: f64) -> f64 {
        x
    }
    fn abs(self) -> f64 {
        f64::abs(self)
    }
    fn scale(self, x: f64) -> f64 {
        self * x
    }
    fn split_phase(self) -> (f64, f64) {
        (1.0, self)
    }
    fn from_values(v: Values) -> Option<Vec<f64>> {
        match v {
            Values::Real(v) => Some(v),
            Values::Complex(_) => None,
        }
    }
    fn into_values(v: Vec<f64>) -> Values {
        Values::Real(v)
    }
}

impl Scalar for Complex64 {
    fn re(self) -> f64 {
        self.re
    }
    fn im(self) -> f64 {
        self.im
    }
    fn from_re(x: f64) -> Complex64 {
        Complex64::new(x, 0.0)
    }
    fn abs(self) -> f64 {
        self.norm()
    }
    fn scale(self, x: f64) -> Complex64 {
        self * x
    }
    fn split_phase(self) -> (Complex64, f64) {
        let r = self.norm();
        if r == 0.0 {
            (Complex64::new(1.0, 0.0), 0.0)
        } else {
            (self / r, r)
        }
    }
    fn from_values(v: Values) -> Option<Vec<Complex64>> {
        match v {
            Values::Complex(v) => Some(v),
            Values::Real(_) => None,
        }
    }
    fn into_values(v: Vec<Complex64>) -> Values {
        Values::Complex(v)
    }
}

/// An operand's values as `T`, which must be its kind (real or complex).
fn values_as<T: Scalar>(a: &ArrayLiteral, what: &str) -> Result<Vec<T>, String> {
    T::from_values(load(a, what)?)
        .ok_or_else(|| format!("{what}: unexpected operand type {}", a.ty))
}

/// `v` as an array of type `ty` (real results of complex routines pass the component type).
fn store_as<T: Scalar>(v: Vec<T>, ty: PrimitiveType, dims: Vec<i64>) -> Result<Literal, String> {
    store(T::into_values(v), ty, dims)
}

/// The batch dimensions of `a` followed by `minor`.
fn batch_dims_with(a: &ArrayLiteral, minor: &[usize]) -> Vec<i64> {
    let mut d = a.dims[..a.dims.len() - 2].to_vec();
    d.extend(minor.iter().map(|&x| x as i64));
    d
}

/// The first `cols` columns of the `rows × rows` identity, row-major.
fn identity<T: Scalar>(rows: usize, cols: usize) -> Vec<T> {
    (0..rows * cols)
        .map(|idx| T::from_re(f64::from(u8::from(idx / cols == idx % cols))))
        .collect()
}

/// `x[..n] · y[..n]` with `x` conjugated: `xᴴ y`.
fn dot_conj<T: Scalar>(x: impl Iterator<Item = T>, y: impl Iterator<Item = T>) -> T {
    x.zip(y).fold(T::ZERO, |acc, (a, b)| acc + a.conj() * b)
}
