//! `dst = lhs × rhs` on slices: the one safe entry to GEMM for the library calls that build
//! their matrices themselves (convolution, dots of other types). f32 and f64 run Kiln's
//! AVX-512 GEMMs (`sgemm`, `dgemm`) where the CPU has them; everything else goes through the
//! `gemm` crate.

use kiln_hlo::Error;

/// Element types GEMM multiplies here.
pub trait GemmScalar: Copy + Default + 'static {
    const ZERO: Self;
    const ONE: Self;

    /// `C = A · B` by Kiln's own GEMM (`C` row-major with row stride `c_row`, A and B at
    /// element strides `(row, column)`), or false when it has none for this type, CPU and
    /// shape.
    ///
    /// # Safety
    /// Every element of the three matrices is in bounds at its strides; C overlaps neither
    /// input.
    #[allow(clippy::too_many_arguments)]
    unsafe fn own_gemm(
        _m: usize,
        _n: usize,
        _k: usize,
        _c: *mut Self,
        _c_row: isize,
        _a: (*const Self, isize, isize),
        _b: (*const Self, isize, isize),
        _threads: usize,
    ) -> bool {
        false
    }
}

impl GemmScalar for f32 {
    const ZERO: f32 = 0.0;
    const ONE: f32 = 1.0;

    #[cfg(target_arch = "x86_64")]
    unsafe fn own_gemm(
        m: usize,
        n: usize,
        k: usize,
        c: *mut f32,
        c_row: isize,
        a: (*const f32, isize, isize),
        b: (*const f32, isize, isize),
        threads: usize,
    ) -> bool {
        use super::sgemm::{available, sgemm, suits, Dest, Strided};
        if !available() || !suits(m, n, k) {
            return false;
        }
        let strided = |(ptr, rs, cs)| Strided { ptr, rs, cs };
        sgemm(
            m,
            n,
            k,
            strided(a),
            strided(b),
            Dest { ptr: c, rs: c_row },
            threads,
        );
        true
    }
}

impl GemmScalar for f64 {
    const ZERO: f64 = 0.0;
    const ONE: f64 = 1.0;

    #[cfg(target_arch = "x86_64")]
    unsafe fn own_gemm(
        m: usize,
        n: usize,
        k: usize,
        c: *mut f64,
        c_row: isize,
        a: (*const f64, isize, isize),
        b: (*const f64, isize, isize),
        threads: usize,
    ) -> bool {
        use super::dgemm::{available, dgemm, suits};
        use super::sgemm::{Dest, Strided};
        if !available() || !suits(m, n, k) {
            return false;
        }
        let strided = |(ptr, rs, cs)| Strided { ptr, rs, cs };
        dgemm(
            m,
            n,
            k,
            strided(a),
            strided(b),
            Dest { ptr: c, rs: c_row },
            threads,
        );
        true
    }
}

/// A row-major matrix view with unit column stride: element `(i, j)` is `data[i * row + j]`.
pub struct Mat<'a, T> {
    pub data: &'a [T],
    pub row: usize,
}

/// `dst[i * dst_row + j] = Σ_p lhs(i, p) · rhs(p, j)` for an `m × n` result with depth `k`.
/// Every index is checked against the slices before GEMM runs.
#[allow(clippy::too_many_arguments)]
pub fn matmul<T: GemmScalar>(
    m: usize,
    n: usize,
    k: usize,
    dst: &mut [T],
    dst_row: usize,
    lhs: Mat<T>,
    rhs: Mat<T>,
    threads: usize,
) -> Result<(), Error> {
    if m == 0 || n == 0 {
        return Ok(());
    }
    let fits = |len: usize, rows: usize, row: usize, cols: usize| {
        rows == 0
            || cols == 0
            || (rows - 1)
                .checked_mul(row)
                .and_then(|x| x.checked_add(cols))
                .is_some_and(|end| end <= len)
    };
    if !fits(dst.len(), m, dst_row, n)
        || !fits(lhs.data.len(), m, lhs.row, k)
        || !fits(rhs.data.len(), k, rhs.row, n)
    {
        return Err(Error::msg(format!(
            "internal error: a {m}x{k} by {k}x{n} product does not fit its buffers"
        )));
    }
    if k == 0 {
        for i in 0..m {
            dst[i * dst_row..][..n].fill(T::ZERO);
        }
        return Ok(());
    }
    // SAFETY: as for the `gemm` call below.
    if unsafe {
        T::own_gemm(
            m,
            n,
            k,
            dst.as_mut_ptr(),
            dst_row as isize,
            (lhs.data.as_ptr(), lhs.row as isize, 1),
            (rhs.data.as_ptr(), rhs.row as isize, 1),
            threads,
        )
    } {
        return Ok(());
    }
    let parallelism = if threads > 1 {
        gemm::Parallelism::Rayon(threads)
    } else {
        gemm::Parallelism::None
    };
    // SAFETY: the checks above keep every element GEMM touches (rows × columns at the given
    // strides) inside the three slices; `dst` is borrowed mutably, so it overlaps neither
    // input.
    unsafe {
        gemm::gemm(
            m,
            n,
            k,
            dst.as_mut_ptr(),
            1,
            dst_row as isize,
            false,
            lhs.data.as_ptr(),
            1,
            lhs.row as isize,
            rhs.data.as_ptr(),
            1,
            rhs.row as isize,
            T::ZERO,
            T::ONE,
            false,
            false,
            false,
            parallelism,
        );
    }
    Ok(())
}
