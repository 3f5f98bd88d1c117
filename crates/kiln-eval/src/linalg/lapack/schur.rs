//! Schur decompositions by the QR algorithm, and `?gees` (`jax.scipy.linalg.schur`).
//!
//! As LAPACK does for matrices of order below 75 (`?hseqr` hands those to `?lahqr`): the
//! matrix is balanced (`balance.rs`), reduced to Hessenberg form (`hessenberg.rs`), then QR
//! iterations deflate it from the bottom with `?lahqr`'s deflation test, shifts and
//! exceptional shifts: real matrices by Francis double-shift steps to the real Schur form
//! (1×1 blocks and standardized 2×2 blocks `[[a, b], [c, a]]` with `b c < 0`, one per
//! complex-conjugate pair, as `?lanv2` leaves them), complex ones by single-shift steps to an
//! upper triangle with a real subdiagonal kept. Both keep the accumulated unitary `Z` with
//! `A = Z T Zᴴ`. Eigenvalues are the diagonal (blocks) in order, each complex pair with its
//! positive imaginary part first. Computed in f64, the order is where LAPACK's iteration
//! deflates them too in every case tried (real and complex, orders 2 to 24, badly scaled and
//! with isolated eigenvalues, but one complex case of 120); LAPACK's larger matrices go
//! through `?laqr0` (aggressive early deflation), which Kiln does not copy, so their order
//! may differ. Real Schur forms and vectors then match LAPACK's entries up to rounding; a
//! complex Schur vector's phase does not: the last step that keeps the subdiagonal real
//! rotates the column by the phase of an entry about to deflate (of the order of rounding),
//! which no two computations share.

use super::balance::{balance, Balance};
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

/// The Schur decomposition of a row-major `n × n` matrix after balancing it (`balance.rs`;
/// scaling too only if `scale`): real matrices in real Schur form, complex ones triangular.
/// `z` is the balanced matrix's; `Balance::undo` maps vectors back.
pub(super) trait SchurField: Scalar {
    fn schur(a: &[Self], n: usize, scale: bool) -> (Schur<Self>, Balance);
}

impl SchurField for f64 {
    fn schur(a: &[f64], n: usize, scale: bool) -> (Schur<f64>, Balance) {
        let (mut t, mut z, bal) = hessenberg_with_q(a, n, scale);
        let info = real_qr(&mut t, &mut z, n, bal.ilo, bal.ihi);
        (Schur { t, z, info }, bal)
    }
}

impl SchurField for Complex64 {
    fn schur(a: &[Complex64], n: usize, scale: bool) -> (Schur<Complex64>, Balance) {
        let (mut t, mut z, bal) = hessenberg_with_q(a, n, scale);
        let info = complex_qr(&mut t, &mut z, n, bal.ilo, bal.ihi);
        (Schur { t, z, info }, bal)
    }
}

/// The balanced matrix's Hessenberg form `H` (zeros below its subdiagonal) and `Q` with
/// `B = Q H Qᴴ`, reduced in rows and columns `ilo..=ihi` as `?gehrd` and `?orghr` do.
fn hessenberg_with_q<T: Scalar>(a: &[T], n: usize, scale: bool) -> (Vec<T>, Vec<T>, Balance) {
    let mut h = a.to_vec();
    let mut q = identity::<T>(n, n);
    if n == 0 {
        return (h, q, Balance::none());
    }
    let bal = balance(&mut h, n, scale);
    let taus = reduce_to_hessenberg(&mut h, n, bal.ilo, bal.ihi + 1);
    for (offset, &tau) in taus.iter().enumerate().rev() {
        let j = bal.ilo + offset;
        let v: Vec<T> = std::iter::once(T::ONE)
            .chain((j + 2..=bal.ihi).map(|i| h[i * n + j]))
            .collect();
        reflect_rows(&mut q, n, j + 1, &v, tau, 0..n);
        for i in j + 2..=bal.ihi {
            h[i * n + j] = T::ZERO;
        }
    }
    (h, q, bal)
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

/// Reduces the Hessenberg `h` to real Schur form in rows and columns `ilo..=ihi` by Francis
/// double-shift steps, updating `z`, as LAPACK's `?lahqr` does (its deflation test,
/// shifts, exceptional shifts and starting row); returns `info`.
fn real_qr(h: &mut [f64], z: &mut [f64], n: usize, ilo: usize, ihi: usize) -> i32 {
    if n == 0 || ilo >= ihi {
        return 0;
    }
    for j in ilo..ihi.saturating_sub(2) {
        h[(j + 2) * n + j] = 0.0;
        h[(j + 3) * n + j] = 0.0;
    }
    if ilo + 2 <= ihi {
        h[ihi * n + ihi - 2] = 0.0;
    }
    let nh = ihi - ilo + 1;
    let ulp = f64::EPSILON;
    let smlnum = f64::MIN_POSITIVE * (nh as f64 / ulp);
    let itmax = 30 * nh.max(10);
    let mut kdefl = 0;
    let mut i = ihi as isize;
    while i >= ilo as isize {
        let i_u = i as usize;
        let mut l = ilo;
        let mut split = false;
        for _its in 0..=itmax {
            l = small_subdiagonal(h, n, ilo, ihi, l, i_u, smlnum, ulp, |x| x.abs());
            if l > ilo {
                h[l * n + l - 1] = 0.0;
            }
            if l + 1 >= i_u {
                split = true;
                break;
            }
            kdefl += 1;
            let at = |r: usize, c: usize| h[r * n + c];
            let (h11, h12, h21, h22) = if kdefl % (2 * EXCEPTIONAL_SHIFT_EVERY) == 0 {
                let s = at(i_u, i_u - 1).abs() + at(i_u - 1, i_u - 2).abs();
                let h11 = 0.75 * s + at(i_u, i_u);
                (h11, -0.4375 * s, s, h11)
            } else if kdefl % EXCEPTIONAL_SHIFT_EVERY == 0 {
                let s = at(l + 1, l).abs() + at(l + 2, l + 1).abs();
                let h11 = 0.75 * s + at(l, l);
                (h11, -0.4375 * s, s, h11)
            } else {
                (
                    at(i_u - 1, i_u - 1),
                    at(i_u - 1, i_u),
                    at(i_u, i_u - 1),
                    at(i_u, i_u),
                )
            };
            let ((rt1r, rt1i), (rt2r, rt2i)) = francis_shifts(h11, h12, h21, h22);
            // Start at the row whose subdiagonal entry the step leaves negligible.
            let mut m = i_u - 2;
            let v = loop {
                let h21s = at(m + 1, m);
                let s = (at(m, m) - rt2r).abs() + rt2i.abs() + h21s.abs();
                let h21s = at(m + 1, m) / s;
                let v = [
                    h21s * at(m, m + 1) + (at(m, m) - rt1r) * ((at(m, m) - rt2r) / s)
                        - rt1i * (rt2i / s),
                    h21s * (at(m, m) + at(m + 1, m + 1) - rt1r - rt2r),
                    h21s * at(m + 2, m + 1),
                ];
                let s = v[0].abs() + v[1].abs() + v[2].abs();
                let v = [v[0] / s, v[1] / s, v[2] / s];
                if m == l {
                    break v;
                }
                let left = at(m, m - 1).abs() * (v[1].abs() + v[2].abs());
                let right = ulp
                    * v[0].abs()
                    * (at(m - 1, m - 1).abs() + at(m, m).abs() + at(m + 1, m + 1).abs());
                if left <= right {
                    break v;
                }
                m -= 1;
            };
            double_shift_step(h, z, n, l, m, i_u, v);
        }
        if !split {
            return i_u as i32 + 1;
        }
        if l + 1 == i_u {
            standardize_block(h, z, n, l);
        }
        kdefl = 0;
        i = l as isize - 1;
    }
    0
}

/// Every this many iterations without a deflation `?lahqr` takes an exceptional shift.
const EXCEPTIONAL_SHIFT_EVERY: usize = 10;

/// The first `k` in `l + 1..=i` (searching down from `i`) whose subdiagonal entry is
/// negligible by `?lahqr`'s test (Ahues and Tisseur's), or `l`.
#[allow(clippy::too_many_arguments)]
fn small_subdiagonal<T: Scalar>(
    h: &[T],
    n: usize,
    ilo: usize,
    ihi: usize,
    l: usize,
    i: usize,
    smlnum: f64,
    ulp: f64,
    abs1: impl Fn(T) -> f64,
) -> usize {
    let at = |r: usize, c: usize| h[r * n + c];
    let mut k = i;
    while k > l {
        let sub = abs1(at(k, k - 1));
        if sub <= smlnum {
            break;
        }
        let mut tst = abs1(at(k - 1, k - 1)) + abs1(at(k, k));
        if tst == 0.0 {
            if k >= ilo + 2 {
                tst += at(k - 1, k - 2).re().abs();
            }
            if k < ihi {
                tst += at(k + 1, k).re().abs();
            }
        }
        if at(k, k - 1).re().abs() <= ulp * tst {
            let (up, diag, gap) = (
                abs1(at(k - 1, k)),
                abs1(at(k, k)),
                abs1(at(k - 1, k - 1) - at(k, k)),
            );
            let (ab, ba) = (sub.max(up), sub.min(up));
            let (aa, bb) = (diag.max(gap), diag.min(gap));
            let s = aa + ab;
            if ba * (ab / s) <= smlnum.max(ulp * (bb * (aa / s))) {
                break;
            }
        }
        k -= 1;
    }
    k
}

/// `?lahqr`'s two shifts from a 2×2 block, `(re, im)` each: its complex-conjugate
/// eigenvalues, or its real eigenvalue nearer `h22` twice.
fn francis_shifts(h11: f64, h12: f64, h21: f64, h22: f64) -> ((f64, f64), (f64, f64)) {
    let s = h11.abs() + h12.abs() + h21.abs() + h22.abs();
    if s == 0.0 {
        return ((0.0, 0.0), (0.0, 0.0));
    }
    let (h11, h12, h21, h22) = (h11 / s, h12 / s, h21 / s, h22 / s);
    let tr = (h11 + h22) / 2.0;
    let det = (h11 - tr) * (h22 - tr) - h12 * h21;
    let rtdisc = det.abs().sqrt();
    if det >= 0.0 {
        ((tr * s, rtdisc * s), (tr * s, -rtdisc * s))
    } else {
        let (r1, r2) = (tr + rtdisc, tr - rtdisc);
        let r = if (r1 - h22).abs() <= (r2 - h22).abs() {
            r1
        } else {
            r2
        };
        ((r * s, 0.0), (r * s, 0.0))
    }
}

/// One double-shift step on rows `m..=i` from the first column `v` of the shift
/// polynomial, chasing the bulge down with 3×3 (last 2×2) reflectors.
fn double_shift_step(
    h: &mut [f64],
    z: &mut [f64],
    n: usize,
    l: usize,
    m: usize,
    i: usize,
    v: [f64; 3],
) {
    let mut v = v;
    for k in m..i {
        let nr = 3.min(i - k + 1);
        if k > m {
            for (r, x) in v.iter_mut().enumerate().take(nr) {
                *x = h[(k + r) * n + k - 1];
            }
        }
        let (beta, t1, tail) = reflector(v[0], &v[1..nr]);
        if k > m {
            h[k * n + k - 1] = beta;
            h[(k + 1) * n + k - 1] = 0.0;
            if k + 1 < i {
                h[(k + 2) * n + k - 1] = 0.0;
            }
        } else if m > l {
            h[k * n + k - 1] *= 1.0 - t1;
        }
        let reflector: Vec<f64> = std::iter::once(1.0).chain(tail).collect();
        // G = I - t1 v vᵀ from the left on columns k.., from the right on rows ..=k+3.
        reflect_rows(h, n, k, &reflector, t1, k..n);
        reflect_columns(h, n, k, &reflector, t1, 0..(k + 3).min(i) + 1);
        reflect_columns(z, n, k, &reflector, t1, 0..n);
    }
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

/// Reduces the complex Hessenberg `h` to upper triangular form in rows and columns
/// `ilo..=ihi` by single-shift QR steps, updating `z`, as LAPACK's `?lahqr` does (its real
/// subdiagonal, deflation test, Wilkinson and exceptional shifts and starting row); returns
/// `info`.
fn complex_qr(h: &mut [Complex64], z: &mut [Complex64], n: usize, ilo: usize, ihi: usize) -> i32 {
    if n == 0 || ilo >= ihi {
        return 0;
    }
    let zero = Complex64::new(0.0, 0.0);
    let abs1 = |x: Complex64| x.re.abs() + x.im.abs();
    for j in ilo..ihi.saturating_sub(2) {
        h[(j + 2) * n + j] = zero;
        h[(j + 3) * n + j] = zero;
    }
    if ilo + 2 <= ihi {
        h[ihi * n + ihi - 2] = zero;
    }
    // Make the subdiagonal real by a diagonal unitary similarity.
    for i in ilo + 1..=ihi {
        let sub = h[i * n + i - 1];
        if sub.im != 0.0 {
            let sc = sub / abs1(sub);
            let sc = sc.conj() / sc.norm();
            h[i * n + i - 1] = Complex64::new(sub.norm(), 0.0);
            scale_row_from(h, n, i, i, sc);
            scale_column_to(h, n, i, (n - 1).min(i + 1), sc.conj());
            scale_column_to(z, n, i, n - 1, sc.conj());
        }
    }
    let nh = ihi - ilo + 1;
    let ulp = f64::EPSILON;
    let smlnum = f64::MIN_POSITIVE * (nh as f64 / ulp);
    let itmax = 30 * nh.max(10);
    let mut kdefl = 0;
    let mut i = ihi as isize;
    while i >= ilo as isize {
        let i_u = i as usize;
        let mut l = ilo;
        let mut split = false;
        for _its in 0..=itmax {
            l = small_subdiagonal(h, n, ilo, ihi, l, i_u, smlnum, ulp, abs1);
            if l > ilo {
                h[l * n + l - 1] = zero;
            }
            if l >= i_u {
                split = true;
                break;
            }
            kdefl += 1;
            let at = |r: usize, c: usize| h[r * n + c];
            let t = if kdefl % (2 * EXCEPTIONAL_SHIFT_EVERY) == 0 {
                at(i_u, i_u) + 0.75 * at(i_u, i_u - 1).re.abs()
            } else if kdefl % EXCEPTIONAL_SHIFT_EVERY == 0 {
                at(l, l) + 0.75 * at(l + 1, l).re.abs()
            } else {
                wilkinson_shift(
                    at(i_u - 1, i_u - 1),
                    at(i_u - 1, i_u),
                    at(i_u, i_u - 1),
                    at(i_u, i_u),
                )
            };
            // Start at the row whose subdiagonal entry the step leaves negligible.
            let mut m = i_u - 1;
            let first = |m: usize| {
                let h11s = at(m, m) - t;
                let h21 = at(m + 1, m).re;
                let s = abs1(h11s) + h21.abs();
                (h11s / s, h21 / s)
            };
            while m > l {
                let (h11s, h21) = first(m);
                let h10 = at(m, m - 1).re;
                if h10.abs() * h21.abs()
                    <= ulp * (abs1(h11s) * (abs1(at(m, m)) + abs1(at(m + 1, m + 1))))
                {
                    break;
                }
                m -= 1;
            }
            let (h11s, h21) = first(m);
            single_shift_step(h, z, n, l, m, i_u, [h11s, Complex64::new(h21, 0.0)]);
            let sub = h[i_u * n + i_u - 1];
            if sub.im != 0.0 {
                let r = sub.norm();
                h[i_u * n + i_u - 1] = Complex64::new(r, 0.0);
                let temp = sub / r;
                scale_row_from(h, n, i_u, i_u + 1, temp.conj());
                scale_column_to(h, n, i_u, i_u - 1, temp);
                scale_column_to(z, n, i_u, n - 1, temp);
            }
        }
        if !split {
            return i_u as i32 + 1;
        }
        kdefl = 0;
        i = l as isize - 1;
    }
    0
}

/// `?lahqr`'s Wilkinson shift: the trailing 2×2 block's eigenvalue nearer `h22`.
fn wilkinson_shift(h11: Complex64, h12: Complex64, h21: Complex64, h22: Complex64) -> Complex64 {
    let abs1 = |x: Complex64| x.re.abs() + x.im.abs();
    let u = h12.sqrt() * h21.sqrt();
    let s = abs1(u);
    if s == 0.0 {
        return h22;
    }
    let x = (h11 - h22) * 0.5;
    let sx = abs1(x);
    let s = s.max(sx);
    let mut y = s * ((x / s) * (x / s) + (u / s) * (u / s)).sqrt();
    if sx > 0.0 && (x / sx).re * y.re + (x / sx).im * y.im < 0.0 {
        y = -y;
    }
    h22 - u * (u / (x + y))
}

/// One single-shift step on rows `m..=i` from the first column `v` of `H - t`, chasing the
/// bulge down with 2×2 reflectors and keeping the subdiagonal real.
fn single_shift_step(
    h: &mut [Complex64],
    z: &mut [Complex64],
    n: usize,
    l: usize,
    m: usize,
    i: usize,
    v: [Complex64; 2],
) {
    let mut v = v;
    for k in m..i {
        if k > m {
            v = [h[k * n + k - 1], h[(k + 1) * n + k - 1]];
        }
        let (beta, t1, tail) = reflector(v[0], &v[1..]);
        if k > m {
            h[k * n + k - 1] = beta;
            h[(k + 1) * n + k - 1] = Complex64::new(0.0, 0.0);
        }
        let v2 = tail[0];
        let t2 = (t1 * v2).re;
        for j in k..n {
            let sum = t1.conj() * h[k * n + j] + t2 * h[(k + 1) * n + j];
            h[k * n + j] -= sum;
            h[(k + 1) * n + j] -= sum * v2;
        }
        for j in 0..=(k + 2).min(i) {
            let sum = t1 * h[j * n + k] + t2 * h[j * n + k + 1];
            h[j * n + k] -= sum;
            h[j * n + k + 1] -= sum * v2.conj();
        }
        for j in 0..n {
            let sum = t1 * z[j * n + k] + t2 * z[j * n + k + 1];
            z[j * n + k] -= sum;
            z[j * n + k + 1] -= sum * v2.conj();
        }
        if k == m && m > l {
            // Keep the subdiagonal real: rescale by the unit phase of 1 - t1.
            let temp = Complex64::new(1.0, 0.0) - t1;
            let temp = temp / temp.norm();
            h[(m + 1) * n + m] *= temp.conj();
            if m + 2 <= i {
                h[(m + 2) * n + m + 1] *= temp;
            }
            for j in m..=i {
                if j != m + 1 {
                    scale_row_from(h, n, j, j + 1, temp);
                    if j > 0 {
                        scale_column_to(h, n, j, j - 1, temp.conj());
                    }
                    scale_column_to(z, n, j, n - 1, temp.conj());
                }
            }
        }
    }
}

/// Row `r` from column `from` on, times `f`.
fn scale_row_from(x: &mut [Complex64], n: usize, r: usize, from: usize, f: Complex64) {
    for c in from..n {
        x[r * n + c] *= f;
    }
}

/// Column `c` in rows `0..=to`, times `f`.
fn scale_column_to(x: &mut [Complex64], n: usize, c: usize, to: usize, f: Complex64) {
    for r in 0..=to {
        x[r * n + c] *= f;
    }
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
        // ?gees permutes but does not scale.
        let (mut schur, balance) = T::schur(&values[b * n * n..(b + 1) * n * n], n, false);
        w_all.extend(schur_eigenvalues(&schur.t, n));
        t_all.extend(schur.t);
        if vectors {
            balance.undo(&mut schur.z, n, false);
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
