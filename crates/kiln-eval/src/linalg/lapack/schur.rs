//! Schur decompositions by the QR algorithm, and `?gees` (`jax.scipy.linalg.schur`).
//!
//! A matrix is reduced to Hessenberg form (`hessenberg.rs`), then QR iterations deflate it
//! from the bottom as LAPACK's `?lahqr` does: real matrices by Francis double-shift steps to
//! the real Schur form (1×1 blocks and standardized 2×2 blocks `[[a, b], [c, a]]` with
//! `b c < 0`, one per complex-conjugate pair, as LAPACK's `?lanv2` leaves them), complex ones
//! by single-shift steps to an upper triangle. Both keep the accumulated unitary `Z` with
//! `A = Z T Zᴴ`. Eigenvalues are the diagonal (blocks) in order, each complex pair with its
//! positive imaginary part first, as LAPACK returns them; the order itself is where the
//! iteration deflated them and is not promised to match LAPACK's step for step.

use super::hessenberg::reduce_to_hessenberg;
use super::qr::{reflect_columns, reflect_rows, reflector};
use super::{batch_dims_with, identity, info, matrices, option, store_as, values_as, Scalar};
use crate::linalg::factor::{load, Values};
use crate::util::array;
use kiln_hlo::{ArrayLiteral, Instruction, Literal};
use num_complex::Complex64;

/// `T`, `Z` (`A = Z T Zᴴ`) and LAPACK's `info`: 0, or (1-based) the index above which the
/// iteration did not converge.
pub(super) struct Schur<T> {
    pub(super) t: Vec<T>,
    pub(super) z: Vec<T>,
    pub(super) info: i32,
}

/// The iterations allowed per eigenvalue before giving up, as `?lahqr` allows.
const ITERATIONS_PER_EIGENVALUE: usize = 30;

/// The Schur decomposition of a row-major `n × n` matrix: real matrices in real Schur form,
/// complex ones triangular.
pub(super) trait SchurField: Scalar {
    fn schur(a: &[Self], n: usize) -> Schur<Self>;
}

impl SchurField for f64 {
    fn schur(a: &[f64], n: usize) -> Schur<f64> {
        let (mut t, mut z) = hessenberg_with_q(a, n);
        let info = real_qr(&mut t, &mut z, n);
        Schur { t, z, info }
    }
}

impl SchurField for Complex64 {
    fn schur(a: &[Complex64], n: usize) -> Schur<Complex64> {
        let (mut t, mut z) = hessenberg_with_q(a, n);
        let info = complex_qr(&mut t, &mut z, n);
        Schur { t, z, info }
    }
}

/// `H` (zeros below its subdiagonal) and `Q` with `A = Q H Qᴴ`.
fn hessenberg_with_q<T: Scalar>(a: &[T], n: usize) -> (Vec<T>, Vec<T>) {
    let mut h = a.to_vec();
    let taus = reduce_to_hessenberg(&mut h, n, 0, n);
    let mut q = identity::<T>(n, n);
    for (j, &tau) in taus.iter().enumerate().rev() {
        let v: Vec<T> = std::iter::once(T::ONE)
            .chain((j + 2..n).map(|i| h[i * n + j]))
            .collect();
        reflect_rows(&mut q, n, j + 1, &v, tau, 0..n);
        for i in j + 2..n {
            h[i * n + j] = T::ZERO;
        }
    }
    (h, q)
}

/// The start of the active block ending at row `hi`: the row below the last negligible
/// subdiagonal entry (which is set to zero), or 0.
fn active_start<T: Scalar>(h: &mut [T], n: usize, hi: usize) -> usize {
    let mut l = hi;
    while l > 0 {
        let sub = h[l * n + l - 1].abs();
        let near = h[(l - 1) * n + l - 1].abs() + h[l * n + l].abs();
        if sub <= f64::EPSILON * near || sub < f64::MIN_POSITIVE {
            h[l * n + l - 1] = T::ZERO;
            break;
        }
        l -= 1;
    }
    l
}

/// Applies the reflector `(tau, v)` at rows and columns `k..k + v.len()` of an iteration:
/// `H ← Pᴴ H P` (rows from column `from`, columns down to row `last`) and `Z ← Z P`.
#[allow(clippy::too_many_arguments)]
pub(super) fn similarity<T: Scalar>(
    h: &mut [T],
    z: &mut [T],
    n: usize,
    k: usize,
    v: &[T],
    tau: T,
    from: usize,
    last: usize,
) {
    reflect_rows(h, n, k, v, tau.conj(), from..n);
    reflect_columns(h, n, k, v, tau, 0..last + 1);
    reflect_columns(z, n, k, v, tau, 0..n);
}

/// Reduces the Hessenberg `h` to real Schur form by Francis double-shift steps, updating
/// `z`; returns `info`.
fn real_qr(h: &mut [f64], z: &mut [f64], n: usize) -> i32 {
    let mut budget = ITERATIONS_PER_EIGENVALUE * n.max(1);
    let mut iter = 0;
    let mut hi = n;
    while hi > 0 {
        let last = hi - 1;
        let l = active_start(h, n, last);
        if l == last {
            hi -= 1;
            iter = 0;
            continue;
        }
        if l + 1 == last {
            standardize_block(h, z, n, l);
            hi -= 2;
            iter = 0;
            continue;
        }
        if budget == 0 {
            return hi as i32;
        }
        budget -= 1;
        iter += 1;
        let at = |i: usize, j: usize| h[i * n + j];
        // The shifts' sum and product: the trailing 2×2's eigenvalues, or every tenth step
        // `?lahqr`'s exceptional shifts.
        let (sum, product) = if iter % 10 == 0 {
            let s = at(last, last - 1).abs() + at(last - 1, last - 2).abs();
            let h11 = 0.75 * s + at(last, last);
            (2.0 * h11, h11 * h11 + 0.4375 * s * s)
        } else {
            let (a, b, c, d) = (
                at(last - 1, last - 1),
                at(last - 1, last),
                at(last, last - 1),
                at(last, last),
            );
            (a + d, a * d - b * c)
        };
        // The first column of (H - s1)(H - s2), then the bulge chased down.
        let mut x = at(l, l) * at(l, l) + at(l, l + 1) * at(l + 1, l) - sum * at(l, l) + product;
        let mut y = at(l + 1, l) * (at(l, l) + at(l + 1, l + 1) - sum);
        let mut w = at(l + 1, l) * at(l + 2, l + 1);
        for k in l..last {
            let tail: &[f64] = if k + 1 < last { &[y, w] } else { &[y] };
            let (beta, tau, v_tail) = reflector(x, tail);
            let v: Vec<f64> = std::iter::once(1.0).chain(v_tail).collect();
            if k > l {
                h[k * n + k - 1] = beta;
                for i in k + 1..k + v.len() {
                    h[i * n + k - 1] = 0.0;
                }
            }
            if tau != 0.0 {
                similarity(h, z, n, k, &v, tau, k, (k + 3).min(last));
            }
            if k + 1 < last {
                x = h[(k + 1) * n + k];
                y = h[(k + 2) * n + k];
                if k + 3 <= last {
                    w = h[(k + 3) * n + k];
                }
            }
        }
    }
    0
}

/// Standardizes the 2×2 diagonal block at rows `k, k + 1` as LAPACK's `?lanv2` does
/// (upper triangular when its eigenvalues are real, else equal diagonal entries and
/// off-diagonal ones of opposite signs) and applies the rotation to the rest of `h` and `z`.
fn standardize_block(h: &mut [f64], z: &mut [f64], n: usize, k: usize) {
    let (p, q) = (k, k + 1);
    let block = [h[p * n + p], h[p * n + q], h[q * n + p], h[q * n + q]];
    let (new_block, cs, sn) = lanv2(block);
    [h[p * n + p], h[p * n + q], h[q * n + p], h[q * n + q]] = new_block;
    // H ← Gᵀ H G and Z ← Z G with G = [[cs, -sn], [sn, cs]] (`?rot` on rows and columns).
    let rotate = |x: f64, y: f64| (cs * x + sn * y, cs * y - sn * x);
    for c in q + 1..n {
        (h[p * n + c], h[q * n + c]) = rotate(h[p * n + c], h[q * n + c]);
    }
    for r in 0..p {
        (h[r * n + p], h[r * n + q]) = rotate(h[r * n + p], h[r * n + q]);
    }
    for r in 0..n {
        (z[r * n + p], z[r * n + q]) = rotate(z[r * n + p], z[r * n + q]);
    }
}

/// LAPACK's `?lanv2`: the Schur factorization `[[a, b], [c, d]] = G [[aa, bb], [cc, dd]] Gᵀ`
/// of a real 2×2 block in standard form, and G's `cs` and `sn`.
fn lanv2([mut a, mut b, mut c, mut d]: [f64; 4]) -> ([f64; 4], f64, f64) {
    let eps = f64::EPSILON;
    let sign = |x: f64, y: f64| if y >= 0.0 { x.abs() } else { -x.abs() };
    let (mut cs, mut sn);
    if c == 0.0 {
        (cs, sn) = (1.0, 0.0);
    } else if b == 0.0 {
        (cs, sn) = (0.0, 1.0);
        std::mem::swap(&mut a, &mut d);
        b = -c;
        c = 0.0;
    } else if a - d == 0.0 && sign(1.0, b) != sign(1.0, c) {
        (cs, sn) = (1.0, 0.0);
    } else {
        let temp = a - d;
        let mut p = 0.5 * temp;
        let bcmax = b.abs().max(c.abs());
        let bcmis = b.abs().min(c.abs()) * sign(1.0, b) * sign(1.0, c);
        let scale = p.abs().max(bcmax);
        let mut z = p / scale * p + bcmax / scale * bcmis;
        if z >= 4.0 * eps {
            // Real eigenvalues: make the block upper triangular.
            z = p + sign(scale.sqrt() * z.sqrt(), p);
            a = d + z;
            d -= bcmax / z * bcmis;
            let tau = c.hypot(z);
            cs = z / tau;
            sn = c / tau;
            b -= c;
            c = 0.0;
        } else {
            // Complex or nearly equal real eigenvalues: make the diagonal entries equal.
            let sigma = b + c;
            let tau = sigma.hypot(temp);
            cs = (0.5 * (1.0 + sigma.abs() / tau)).sqrt();
            sn = -(p / (tau * cs)) * sign(1.0, sigma);
            let (aa, bb) = (a * cs + b * sn, -a * sn + b * cs);
            let (cc, dd) = (c * cs + d * sn, -c * sn + d * cs);
            a = aa * cs + cc * sn;
            b = bb * cs + dd * sn;
            c = -aa * sn + cc * cs;
            d = -bb * sn + dd * cs;
            let mid = 0.5 * (a + d);
            a = mid;
            d = mid;
            if c != 0.0 {
                if b != 0.0 {
                    if sign(1.0, b) == sign(1.0, c) {
                        // Real eigenvalues after all: reduce to upper triangular.
                        let (sab, sac) = (b.abs().sqrt(), c.abs().sqrt());
                        p = sign(sab * sac, c);
                        let tau = 1.0 / (b + c).abs().sqrt();
                        a = mid + p;
                        d = mid - p;
                        b -= c;
                        c = 0.0;
                        let (cs1, sn1) = (sab * tau, sac * tau);
                        let t = cs * cs1 - sn * sn1;
                        sn = cs * sn1 + sn * cs1;
                        cs = t;
                    }
                } else {
                    b = -c;
                    c = 0.0;
                    let t = cs;
                    cs = -sn;
                    sn = t;
                }
            }
        }
    }
    ([a, b, c, d], cs, sn)
}

/// Reduces the complex Hessenberg `h` to upper triangular form by single-shift QR steps
/// (Wilkinson shifts, an exceptional one every tenth step), updating `z`; returns `info`.
fn complex_qr(h: &mut [Complex64], z: &mut [Complex64], n: usize) -> i32 {
    let mut budget = ITERATIONS_PER_EIGENVALUE * n.max(1);
    let mut iter = 0;
    let mut hi = n;
    while hi > 1 {
        let last = hi - 1;
        let l = active_start(h, n, last);
        if l == last {
            hi -= 1;
            iter = 0;
            continue;
        }
        if budget == 0 {
            return hi as i32;
        }
        budget -= 1;
        iter += 1;
        let at = |i: usize, j: usize| h[i * n + j];
        let shift = if iter % 10 == 0 {
            at(last, last) + 0.75 * at(last, last - 1).norm()
        } else {
            // The trailing 2×2's eigenvalue nearer its last diagonal entry.
            let (a, b, c, d) = (
                at(last - 1, last - 1),
                at(last - 1, last),
                at(last, last - 1),
                at(last, last),
            );
            let half = (a - d) * 0.5;
            let root = (half * half + b * c).sqrt();
            let (r1, r2) = (d + half + root, d + half - root);
            if (r1 - d).norm() <= (r2 - d).norm() {
                r1
            } else {
                r2
            }
        };
        let mut x = at(l, l) - shift;
        let mut y = at(l + 1, l);
        for k in l..last {
            let (beta, tau, v_tail) = reflector(x, &[y]);
            let v = [Complex64::new(1.0, 0.0), v_tail[0]];
            if k > l {
                h[k * n + k - 1] = beta;
                h[(k + 1) * n + k - 1] = Complex64::new(0.0, 0.0);
            }
            if tau != Complex64::new(0.0, 0.0) {
                similarity(h, z, n, k, &v, tau, k, (k + 2).min(last));
            }
            if k + 1 < last {
                x = h[(k + 1) * n + k];
                y = h[(k + 2) * n + k];
            }
        }
    }
    0
}

/// The eigenvalues on the diagonal of a Schur form, each 2×2 block's conjugate pair with its
/// positive imaginary part first.
pub(super) fn schur_eigenvalues<T: Scalar>(t: &[T], n: usize) -> Vec<Complex64> {
    let mut w = Vec::with_capacity(n);
    let mut i = 0;
    while i < n {
        let d = t[i * n + i];
        if i + 1 < n && t[(i + 1) * n + i] != T::ZERO {
            let im = t[i * n + i + 1].abs().sqrt() * t[(i + 1) * n + i].abs().sqrt();
            w.push(Complex64::new(d.re(), im));
            w.push(Complex64::new(t[(i + 1) * n + i + 1].re(), -im));
            i += 2;
        } else {
            w.push(Complex64::new(d.re(), d.im()));
            i += 1;
        }
    }
    w
}

pub(super) fn gees(instr: &Instruction, ops: &[&Literal]) -> Result<Literal, String> {
    let [a] = ops else {
        return Err(format!("takes 1 operand, got {}", ops.len()));
    };
    let a = array(a)?;
    if option(instr, "sort")? != 'N' {
        return Err("sorting eigenvalues (sort != N) is not supported".into());
    }
    let vectors = option(instr, "mode")? == 'V';
    match load(a, "gees")? {
        Values::Real(_) => gees_typed::<f64>(a, vectors),
        Values::Complex(_) => gees_typed::<Complex64>(a, vectors),
    }
}

/// Real: `(t, vs, wr, wi, sdim, info)`; complex: `(t, vs, w, sdim, info)`. `vs` is zero
/// when not asked for; `sdim` is 0 (nothing is sorted).
fn gees_typed<T: SchurField>(a: &ArrayLiteral, vectors: bool) -> Result<Literal, String> {
    let (batch, n, n2) = matrices(a, "gees")?;
    if n != n2 {
        return Err(format!("needs square matrices, got {:?}", a.dims));
    }
    let values: Vec<T> = values_as(a, "gees")?;
    let (mut t_all, mut z_all, mut w_all, mut infos) = (vec![], vec![], vec![], vec![]);
    for b in 0..batch {
        let schur = T::schur(&values[b * n * n..(b + 1) * n * n], n);
        w_all.extend(schur_eigenvalues(&schur.t, n));
        t_all.extend(schur.t);
        if vectors {
            z_all.extend(schur.z);
        } else {
            z_all.extend(vec![T::ZERO; n * n]);
        }
        infos.push(schur.info);
    }
    let batch_dims = &a.dims[..a.dims.len() - 2];
    let mut parts = vec![
        store_as(t_all, a.ty, a.dims.clone())?,
        store_as(z_all, a.ty, a.dims.clone())?,
    ];
    let w_dims = batch_dims_with(a, &[n]);
    if a.ty.is_complex() {
        parts.push(store_as(w_all, a.ty, w_dims)?);
    } else {
        let (re, im): (Vec<f64>, Vec<f64>) = w_all.iter().map(|w| (w.re(), w.im())).unzip();
        parts.push(store_as(re, a.ty, w_dims.clone())?);
        parts.push(store_as(im, a.ty, w_dims)?);
    }
    parts.push(info(vec![0; batch], batch_dims)?);
    parts.push(info(infos, batch_dims)?);
    Ok(Literal::Tuple(parts))
}
