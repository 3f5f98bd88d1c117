//! The LAPACK custom-calls JAX emits for linear algebra on CPU: `lapack_?trsm_ffi`
//! (triangular solve), `lapack_?potrf_ffi` (Cholesky) and `lapack_?getrf_ffi` (LU with
//! partial pivoting), for `?` in `s d c z`, and `lapack_?geqrf_ffi` / `lapack_?orgqr_ffi`
//! (Householder QR and its Q) and `lapack_?syevd_ffi` (symmetric eigendecomposition) for `?`
//! in `s d`. They are what `jnp.linalg.solve`, `inv`, `det`, `slogdet`, `cholesky`, `qr`,
//! `eigh`, `eigvalsh` and `lax.linalg.triangular_solve` lower to, so running them makes those
//! functions run. syevd's eigenvalues are unique (ascending, as LAPACK returns them), its
//! eigenvectors only up to sign: Kiln makes each one's largest component (the first of
//! equal ones) positive, which LAPACK does not promise, so a program that returns raw
//! eigenvectors may see some negated against XLA:CPU's (anything computed from them that
//! does not depend on the sign, `V diag(w) Vᵀ` or projections' magnitudes, agrees).
//! `lapack_?gesdd_ffi` (SVD: `svd`, `norm(ord=2)`, `pinv`, `lstsq`, `matrix_rank`) returns
//! descending singular values and, with the same sign rule on each left vector (the right
//! one follows), the vectors the result shapes ask for (`m × k` or `m × m`, `k × n` or
//! `n × n`). The general eigenvalue routine (`geev`) is not here; asking for it stays an error
//! naming the target.
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
//! convention `beta = -sign(alpha) * norm`; orgqr multiplies the reflectors into the leading
//! columns of the identity.

mod qr;
mod spectral;
mod systems;
#[cfg(test)]
mod tests;

use super::factor::{load, Values};
use crate::util::make_array;
use crate::OpResult;
use kiln_hlo::{ArrayData, ArrayLiteral, Instruction, Literal, PrimitiveType};

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
        "geqrf" if real => qr::geqrf(ops),
        "orgqr" if real => qr::orgqr(ops),
        "syevd" if real => spectral::syevd(instr, ops),
        "gesdd" if real => spectral::gesdd(instr, ops),
        _ => return None,
    };
    Some(result.map_err(|e| format!("{target}: {e}").into()))
}

/// The character value of `key` in the FFI's `backend_config={key = 76 : ui8, ...}`.
fn option(instr: &Instruction, key: &str) -> Result<char, String> {
    let config = instr.backend_config.as_deref().unwrap_or_default();
    config
        .trim_matches(|c| c == '{' || c == '}')
        .split(',')
        .find_map(|item| {
            let (k, v) = item.split_once('=')?;
            (k.trim() == key).then(|| v.split(':').next().unwrap_or("").trim().to_string())
        })
        .and_then(|v| v.parse::<u8>().ok())
        .map(char::from)
        .ok_or_else(|| format!("backend_config has no `{key}` option"))
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

/// The reals of a real operand (the QR routines take only `s` and `d` types).
fn reals(a: &ArrayLiteral, what: &str) -> Result<Vec<f64>, String> {
    match load(a, what)? {
        Values::Real(v) => Ok(v),
        Values::Complex(_) => Err(format!("{what} takes real matrices, got {}", a.ty)),
    }
}

/// The first `cols` columns of the `rows × rows` identity, row-major.
fn identity(rows: usize, cols: usize) -> Vec<f64> {
    (0..rows * cols)
        .map(|idx| f64::from(u8::from(idx / cols == idx % cols)))
        .collect()
}
