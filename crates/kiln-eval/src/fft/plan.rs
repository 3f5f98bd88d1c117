//! Forward complex DFTs of one length, planned once per call: `X[k] = sum_j x[j] e^(-2πi jk/n)`,
//! unscaled, in f64. Every twiddle factor is `e^(-2πi r/q)` from its exact angle (or the product
//! of two such, for the four-step split), computed when the plan is made.
//!
//! - Power-of-two lengths up to [`DIRECT_MAX`]: an iterative radix-2 FFT on the line split into
//!   real and imaginary parts (so every butterfly stage is a plain vector loop), the input
//!   gathered in bit-reversed order, one table of twiddles per stage.
//! - Longer powers of two: the four-step split `n = n1 * n2` (column transforms, twiddles,
//!   row transforms, a transpose), so each piece works in cache.
//! - Other lengths: Bluestein's chirp convolution over a power-of-two transform, the chirp and
//!   the kernel's transform computed with the plan.

use num_complex::Complex64;
use std::f64::consts::PI;

/// Longest power-of-two line transformed directly (its halves fit in the L2 cache).
pub(super) const DIRECT_MAX: usize = 1 << 14;

/// `e^(-2πi r/q)`.
pub(super) fn unit_root(r: usize, q: usize) -> Complex64 {
    // Reduce to the first octant's angle so that symmetric roots come out exactly symmetric.
    let angle = -2.0 * PI * (r % q) as f64 / q as f64;
    Complex64::new(angle.cos(), angle.sin())
}

/// A planned forward transform of one length.
pub(super) enum Plan {
    /// Lengths 0 and 1: the identity.
    Trivial,
    Direct(Direct),
    FourStep(Box<FourStep>),
    Bluestein(Box<Bluestein>),
}

/// Working memory of one thread: the split line and whatever the plan's pieces need.
#[derive(Default)]
pub(super) struct Scratch {
    re: Vec<f64>,
    im: Vec<f64>,
    line: Vec<Complex64>,
    inner: Option<Box<Scratch>>,
}

impl Scratch {
    fn inner(&mut self) -> &mut Scratch {
        self.inner.get_or_insert_with(Default::default)
    }
}

impl Plan {
    pub(super) fn new(n: usize) -> Plan {
        if n <= 1 {
            Plan::Trivial
        } else if !n.is_power_of_two() {
            Plan::Bluestein(Box::new(Bluestein::new(n)))
        } else if n <= DIRECT_MAX {
            Plan::Direct(Direct::new(n))
        } else {
            Plan::FourStep(Box::new(FourStep::new(n)))
        }
    }

    /// Transforms the contiguous line `x` in place.
    pub(super) fn forward(&self, x: &mut [Complex64], scratch: &mut Scratch) {
        match self {
            Plan::Trivial => {}
            Plan::Direct(p) => p.forward(x, scratch),
            Plan::FourStep(p) => p.forward(x, scratch, &super::serial),
            Plan::Bluestein(p) => p.forward(x, scratch),
        }
    }

    /// Transforms `count <= LANES` lines at once: entry `k` of line `c` is `load(c, k)`; its
    /// result goes to `store(c, k, value)`. Each line's result is the same whatever
    /// the others are.
    #[inline(always)]
    pub(super) fn forward_group(
        &self,
        n: usize,
        count: usize,
        load: impl Fn(usize, usize) -> Complex64,
        mut store: impl FnMut(usize, usize, Complex64),
        scratch: &mut Scratch,
    ) {
        debug_assert!(count <= LANES);
        match self {
            Plan::Direct(p) => p.forward_lanes(count, load, store, scratch),
            _ => {
                let mut line = std::mem::take(&mut scratch.line);
                for c in 0..count {
                    line.clear();
                    line.extend((0..n).map(|k| load(c, k)));
                    self.forward(&mut line, scratch.inner());
                    for (k, &v) in line.iter().enumerate() {
                        store(c, k, v);
                    }
                }
                scratch.line = line;
            }
        }
    }
}

/// Lines transformed together by [`Plan::forward_group`]: entry `k` of line `c` at `k * LANES
/// + c` of the split parts, so that every butterfly is one vector operation across lines.
pub(super) const LANES: usize = 8;

/// Iterative radix-2 decimation in time for a power of two `n >= 2`.
pub(super) struct Direct {
    n: usize,
    /// `reversed[j]`: where input `j` goes (the bit reversal of `j`).
    reversed: Vec<u32>,
    /// The stage combining halves of `h >= 4` uses `e^(-2πi k/2h)`, `k < h`, at `h - 4..2h - 4`.
    twiddle_re: Vec<f64>,
    twiddle_im: Vec<f64>,
    avx2: bool,
}

impl Direct {
    fn new(n: usize) -> Direct {
        let bits = n.trailing_zeros();
        let reversed = (0..n)
            .map(|j| (j.reverse_bits() >> (usize::BITS - bits)) as u32)
            .collect();
        let (mut twiddle_re, mut twiddle_im) = (Vec::new(), Vec::new());
        let mut h = 4;
        while h < n {
            for k in 0..h {
                let w = unit_root(k, 2 * h);
                twiddle_re.push(w.re);
                twiddle_im.push(w.im);
            }
            h *= 2;
        }
        Direct {
            n,
            reversed,
            twiddle_re,
            twiddle_im,
            avx2: avx2(),
        }
    }

    fn forward(&self, x: &mut [Complex64], scratch: &mut Scratch) {
        let n = self.n;
        scratch.re.resize(n, 0.0);
        scratch.im.resize(n, 0.0);
        let (re, im) = (&mut scratch.re[..n], &mut scratch.im[..n]);
        for (&c, &r) in x.iter().zip(&self.reversed) {
            re[r as usize] = c.re;
            im[r as usize] = c.im;
        }
        #[cfg(target_arch = "x86_64")]
        if self.avx2 {
            // SAFETY: the CPU has AVX2 (checked when the plan was made).
            unsafe { butterflies_avx2(re, im, &self.twiddle_re, &self.twiddle_im) };
        } else {
            butterflies(re, im, &self.twiddle_re, &self.twiddle_im);
        }
        #[cfg(not(target_arch = "x86_64"))]
        butterflies(re, im, &self.twiddle_re, &self.twiddle_im);
        for ((c, &r), &i) in x.iter_mut().zip(re.iter()).zip(im.iter()) {
            *c = Complex64::new(r, i);
        }
    }
}

impl Direct {
    #[inline(always)]
    fn forward_lanes(
        &self,
        count: usize,
        load: impl Fn(usize, usize) -> Complex64,
        mut store: impl FnMut(usize, usize, Complex64),
        scratch: &mut Scratch,
    ) {
        let n = self.n;
        scratch.re.resize(n * LANES, 0.0);
        scratch.im.resize(n * LANES, 0.0);
        let (re, im) = (&mut scratch.re[..n * LANES], &mut scratch.im[..n * LANES]);
        if count < LANES {
            // Unused lanes hold zeros (any values would do: lanes never mix).
            re.fill(0.0);
            im.fill(0.0);
        }
        // Fixed counts make the lane loops straight-line code.
        let gather = |re: &mut [f64], im: &mut [f64], count: usize| {
            for (k, &r) in self.reversed.iter().enumerate() {
                let at = r as usize * LANES;
                let (re, im) = (&mut re[at..at + count], &mut im[at..at + count]);
                for c in 0..count {
                    let v = load(c, k);
                    re[c] = v.re;
                    im[c] = v.im;
                }
            }
        };
        if count == LANES {
            gather(re, im, LANES);
        } else {
            gather(re, im, count);
        }
        #[cfg(target_arch = "x86_64")]
        if self.avx2 {
            // SAFETY: the CPU has AVX2 (checked when the plan was made).
            unsafe { lane_butterflies_avx2(re, im, &self.twiddle_re, &self.twiddle_im) };
        } else {
            lane_butterflies(re, im, &self.twiddle_re, &self.twiddle_im);
        }
        #[cfg(not(target_arch = "x86_64"))]
        lane_butterflies(re, im, &self.twiddle_re, &self.twiddle_im);
        let mut scatter = |count: usize| {
            let rows = re.chunks_exact(LANES).zip(im.chunks_exact(LANES));
            for (k, (re, im)) in rows.enumerate() {
                for c in 0..count {
                    store(c, k, Complex64::new(re[c], im[c]));
                }
            }
        };
        if count == LANES {
            scatter(LANES);
        } else {
            scatter(count);
        }
    }
}

/// Entry `k` of every lane: a fixed-size array, so that loops over it are vector operations.
#[inline(always)]
fn lane(v: &mut [f64], k: usize) -> &mut [f64; LANES] {
    (&mut v[k * LANES..(k + 1) * LANES]).try_into().unwrap()
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn lane_butterflies_avx2(re: &mut [f64], im: &mut [f64], tw_re: &[f64], tw_im: &[f64]) {
    lane_butterflies(re, im, tw_re, tw_im)
}

/// [`butterflies`] on `LANES` lines at once, each line's arithmetic the same.
#[inline(always)]
fn lane_butterflies(re: &mut [f64], im: &mut [f64], tw_re: &[f64], tw_im: &[f64]) {
    const L: usize = LANES;
    let n = re.len() / L;
    if n == 2 {
        let (r0, r1) = re.split_at_mut(L);
        let (i0, i1) = im.split_at_mut(L);
        for l in 0..L {
            let (a, b) = (r0[l], r1[l]);
            r0[l] = a + b;
            r1[l] = a - b;
            let (a, b) = (i0[l], i1[l]);
            i0[l] = a + b;
            i1[l] = a - b;
        }
        return;
    }
    for (r, i) in re.chunks_exact_mut(4 * L).zip(im.chunks_exact_mut(4 * L)) {
        let (r01, r23) = r.split_at_mut(2 * L);
        let ((x0, x1), (x2, x3)) = (r01.split_at_mut(L), r23.split_at_mut(L));
        let (i01, i23) = i.split_at_mut(2 * L);
        let ((y0, y1), (y2, y3)) = (i01.split_at_mut(L), i23.split_at_mut(L));
        for l in 0..L {
            let (r0, r1, r2, r3) = (x0[l] + x1[l], x0[l] - x1[l], x2[l] + x3[l], x2[l] - x3[l]);
            let (i0, i1, i2, i3) = (y0[l] + y1[l], y0[l] - y1[l], y2[l] + y3[l], y2[l] - y3[l]);
            x0[l] = r0 + r2;
            y0[l] = i0 + i2;
            x2[l] = r0 - r2;
            y2[l] = i0 - i2;
            x1[l] = r1 + i3;
            y1[l] = i1 - r3;
            x3[l] = r1 - i3;
            y3[l] = i1 + r3;
        }
    }
    // Two stages per pass (halves of h, then of 2h) while both fit: the same butterflies
    // in the same order per line, half the loads and stores.
    let mut h = 4;
    while 4 * h <= n {
        let (w1r, w1i) = (&tw_re[h - 4..2 * h - 4], &tw_im[h - 4..2 * h - 4]);
        let (w2r, w2i) = (&tw_re[2 * h - 4..4 * h - 4], &tw_im[2 * h - 4..4 * h - 4]);
        for (r, i) in re
            .chunks_exact_mut(4 * h * L)
            .zip(im.chunks_exact_mut(4 * h * L))
        {
            let (r01, r23) = r.split_at_mut(2 * h * L);
            let ((r0, r1), (r2, r3)) = (r01.split_at_mut(h * L), r23.split_at_mut(h * L));
            let (i01, i23) = i.split_at_mut(2 * h * L);
            let ((i0, i1), (i2, i3)) = (i01.split_at_mut(h * L), i23.split_at_mut(h * L));
            for k in 0..h {
                // Copies in and out: the compiler vectorizes values it knows cannot alias.
                let (x0, x1, x2, x3) = (*lane(r0, k), *lane(r1, k), *lane(r2, k), *lane(r3, k));
                let (y0, y1, y2, y3) = (*lane(i0, k), *lane(i1, k), *lane(i2, k), *lane(i3, k));
                let (w1r, w1i) = (w1r[k], w1i[k]);
                let (wlr, wli, whr, whi) = (w2r[k], w2i[k], w2r[k + h], w2i[k + h]);
                let mut out = [[0.0; L]; 8];
                for l in 0..L {
                    let (br, bi) = (x1[l] * w1r - y1[l] * w1i, x1[l] * w1i + y1[l] * w1r);
                    let (a1r, a1i, a0r, a0i) = (x0[l] - br, y0[l] - bi, x0[l] + br, y0[l] + bi);
                    let (dr, di) = (x3[l] * w1r - y3[l] * w1i, x3[l] * w1i + y3[l] * w1r);
                    let (c1r, c1i, c0r, c0i) = (x2[l] - dr, y2[l] - di, x2[l] + dr, y2[l] + di);
                    let (er, ei) = (c0r * wlr - c0i * wli, c0r * wli + c0i * wlr);
                    let (fr, fi) = (c1r * whr - c1i * whi, c1r * whi + c1i * whr);
                    out[0][l] = a0r + er;
                    out[1][l] = a1r + fr;
                    out[2][l] = a0r - er;
                    out[3][l] = a1r - fr;
                    out[4][l] = a0i + ei;
                    out[5][l] = a1i + fi;
                    out[6][l] = a0i - ei;
                    out[7][l] = a1i - fi;
                }
                let [o0, o1, o2, o3, o4, o5, o6, o7] = out;
                (*lane(r0, k), *lane(r1, k), *lane(r2, k), *lane(r3, k)) = (o0, o1, o2, o3);
                (*lane(i0, k), *lane(i1, k), *lane(i2, k), *lane(i3, k)) = (o4, o5, o6, o7);
            }
        }
        h *= 4;
    }
    if h < n {
        let (wr, wi) = (&tw_re[h - 4..2 * h - 4], &tw_im[h - 4..2 * h - 4]);
        for (r, i) in re
            .chunks_exact_mut(2 * h * L)
            .zip(im.chunks_exact_mut(2 * h * L))
        {
            let (lr, hr) = r.split_at_mut(h * L);
            let (li, hi) = i.split_at_mut(h * L);
            let rows = lr.chunks_exact_mut(L).zip(hr.chunks_exact_mut(L));
            let rows = rows.zip(li.chunks_exact_mut(L).zip(hi.chunks_exact_mut(L)));
            for (k, ((lr, hr), (li, hi))) in rows.enumerate() {
                let (wr, wi) = (wr[k], wi[k]);
                for l in 0..L {
                    let br = hr[l] * wr - hi[l] * wi;
                    let bi = hr[l] * wi + hi[l] * wr;
                    hr[l] = lr[l] - br;
                    hi[l] = li[l] - bi;
                    lr[l] += br;
                    li[l] += bi;
                }
            }
        }
    }
}

fn avx2() -> bool {
    #[cfg(target_arch = "x86_64")]
    return std::arch::is_x86_feature_detected!("avx2");
    #[cfg(not(target_arch = "x86_64"))]
    false
}

/// The same code with 4-wide vectors (no fused multiply-adds: bit for bit [`butterflies`]).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn butterflies_avx2(re: &mut [f64], im: &mut [f64], tw_re: &[f64], tw_im: &[f64]) {
    butterflies(re, im, tw_re, tw_im)
}

/// All stages of the radix-2 FFT over a bit-reversed line split into parts.
#[inline(always)]
fn butterflies(re: &mut [f64], im: &mut [f64], tw_re: &[f64], tw_im: &[f64]) {
    let n = re.len();
    // Halves of 1 (twiddle 1) and 2 (twiddles 1 and -i) together: radix-4 without multiplies.
    if n == 2 {
        let (a, b) = (re[0], re[1]);
        re[0] = a + b;
        re[1] = a - b;
        let (a, b) = (im[0], im[1]);
        im[0] = a + b;
        im[1] = a - b;
        return;
    }
    for (r, i) in re.chunks_exact_mut(4).zip(im.chunks_exact_mut(4)) {
        let (r0, r1, r2, r3) = (r[0] + r[1], r[0] - r[1], r[2] + r[3], r[2] - r[3]);
        let (i0, i1, i2, i3) = (i[0] + i[1], i[0] - i[1], i[2] + i[3], i[2] - i[3]);
        // Output 1 = (x0 - x1) - i (x2 - x3); output 3 = (x0 - x1) + i (x2 - x3).
        r[0] = r0 + r2;
        i[0] = i0 + i2;
        r[2] = r0 - r2;
        i[2] = i0 - i2;
        r[1] = r1 + i3;
        i[1] = i1 - r3;
        r[3] = r1 - i3;
        i[3] = i1 + r3;
    }
    let mut h = 4;
    while h < n {
        let (wr, wi) = (&tw_re[h - 4..2 * h - 4], &tw_im[h - 4..2 * h - 4]);
        for (r, i) in re.chunks_exact_mut(2 * h).zip(im.chunks_exact_mut(2 * h)) {
            let (lr, hr) = r.split_at_mut(h);
            let (li, hi) = i.split_at_mut(h);
            for k in 0..h {
                let br = hr[k] * wr[k] - hi[k] * wi[k];
                let bi = hr[k] * wi[k] + hi[k] * wr[k];
                hr[k] = lr[k] - br;
                hi[k] = li[k] - bi;
                lr[k] += br;
                li[k] += bi;
            }
        }
        h *= 2;
    }
}

/// `n = n1 * n2` (powers of two, `n1 <= n2`): the line as an `[n1][n2]` matrix, each column
/// transformed (length `n1`), entry `[k1][j2]` turned by `e^(-2πi j2 k1/n)`, each row
/// transformed (length `n2`); output `k1 + n1 k2` is then entry `[k1][k2]`.
pub(super) struct FourStep {
    n1: usize,
    n2: usize,
    columns: Plan,
    rows: Plan,
    /// `e^(-2πi r/n)` for `r < n2` and `e^(-2πi q/n1)` for `q < n1`: the twiddle of
    /// `m = q n2 + r` is their product.
    fine: Vec<Complex64>,
    coarse: Vec<Complex64>,
}

impl FourStep {
    fn new(n: usize) -> FourStep {
        let bits = n.trailing_zeros();
        let n1 = 1usize << (bits / 2);
        let n2 = n / n1;
        FourStep {
            n1,
            n2,
            columns: Plan::new(n1),
            rows: Plan::new(n2),
            fine: (0..n2).map(|r| unit_root(r, n)).collect(),
            coarse: (0..n1).map(|q| unit_root(q, n1)).collect(),
        }
    }

    pub(super) fn forward(&self, x: &mut [Complex64], scratch: &mut Scratch, par: super::Parallel) {
        let (n1, n2) = (self.n1, self.n2);
        let data = super::SharedMut::new(x);
        // Columns, LANES at a time, turned by their twiddles on the way back.
        par(n2.div_ceil(LANES), &|groups| {
            let mut scratch = Scratch::default();
            for g in groups {
                let first = g * LANES;
                // SAFETY: each group reads and writes only its own columns, each line read
                // before it is written.
                self.columns.forward_group(
                    n1,
                    LANES.min(n2 - first),
                    |c, j1| unsafe { data.get(j1 * n2 + first + c) },
                    |c, k1, v| {
                        let m = (first + c) * k1;
                        let w = self.coarse[m / n2] * self.fine[m % n2];
                        unsafe { data.set(k1 * n2 + first + c, v * w) }
                    },
                    &mut scratch,
                );
            }
        });
        // Rows, each result entry [k1][k2] stored at k2 n1 + k1 (LANES rows make
        // contiguous runs there): in place when square, else through the scratch line.
        let n = x.len();
        let square = n1 == n2;
        if !square {
            scratch.line.resize(n, Complex64::default());
        }
        let out = if square {
            data
        } else {
            super::SharedMut::new(&mut scratch.line[..n])
        };
        par(n1.div_ceil(LANES), &|groups| {
            let mut scratch = Scratch::default();
            for g in groups {
                let first = g * LANES;
                // SAFETY: each group of rows (and their entries' places in `out`) is one
                // task's alone. In place, row k1's results go to column k1, which holds
                // rows of other tasks' results only after the transpose below.
                self.rows.forward_group(
                    n2,
                    LANES.min(n1 - first),
                    |c, k| unsafe { data.get((first + c) * n2 + k) },
                    |c, k2, v| unsafe {
                        if square {
                            data.set((first + c) * n2 + k2, v)
                        } else {
                            out.set(k2 * n1 + first + c, v)
                        }
                    },
                    &mut scratch,
                );
            }
        });
        if square {
            transpose_square(x, n1, par);
        } else {
            x.copy_from_slice(&scratch.line[..n]);
        }
    }
}

/// Transposes the `[size][size]` matrix `x` in place, block pairs swapped by one task.
fn transpose_square(x: &mut [Complex64], size: usize, par: super::Parallel) {
    const BLOCK: usize = 16;
    let data = super::SharedMut::new(x);
    let blocks = size.div_ceil(BLOCK);
    par(blocks, &|rows| {
        for bi in rows {
            for bj in bi..blocks {
                for i in bi * BLOCK..((bi + 1) * BLOCK).min(size) {
                    let from = if bi == bj { i + 1 } else { bj * BLOCK };
                    for j in from..((bj + 1) * BLOCK).min(size) {
                        // SAFETY: blocks (bi, bj) and (bj, bi), bj >= bi, are this task's.
                        unsafe {
                            let (a, b) = (data.get(i * size + j), data.get(j * size + i));
                            data.set(i * size + j, b);
                            data.set(j * size + i, a);
                        }
                    }
                }
            }
        }
    });
}

/// Any length `n` as a circular convolution of length `m` (a power of two `>= 2n - 1`):
/// `X[k] = c[k] sum_j (x[j] c[j]) conj(c[k - j])` with the chirp `c[k] = e^(-πi k²/n)`.
pub(super) struct Bluestein {
    n: usize,
    chirp: Vec<Complex64>,
    /// The transform of `conj(c)` laid out circularly, divided by `m` (the inverse's scale).
    kernel: Vec<Complex64>,
    inner: Plan,
}

impl Bluestein {
    fn new(n: usize) -> Bluestein {
        let m = (2 * n - 1).next_power_of_two();
        // k² reduced mod 2n first keeps the angle small and exact.
        let chirp: Vec<Complex64> = (0..n)
            .map(|k| unit_root((k as u128 * k as u128 % (2 * n as u128)) as usize, 2 * n))
            .collect();
        let mut kernel = vec![Complex64::default(); m];
        kernel[0] = chirp[0].conj();
        for k in 1..n {
            kernel[k] = chirp[k].conj();
            kernel[m - k] = chirp[k].conj();
        }
        let inner = Plan::new(m);
        inner.forward(&mut kernel, &mut Scratch::default());
        let scale = 1.0 / m as f64;
        kernel.iter_mut().for_each(|c| *c *= scale);
        Bluestein {
            n,
            chirp,
            kernel,
            inner,
        }
    }

    fn forward(&self, x: &mut [Complex64], scratch: &mut Scratch) {
        let m = self.kernel.len();
        let mut a = std::mem::take(&mut scratch.line);
        a.clear();
        a.extend(x.iter().zip(&self.chirp).map(|(v, c)| v * c));
        a.resize(m, Complex64::default());
        self.inner.forward(&mut a, scratch.inner());
        // The inverse transform as conj(forward(conj(.))).
        for (v, k) in a.iter_mut().zip(&self.kernel) {
            *v = (*v * k).conj();
        }
        self.inner.forward(&mut a, scratch.inner());
        for ((v, y), c) in x.iter_mut().zip(&a[..self.n]).zip(&self.chirp) {
            *v = y.conj() * c;
        }
        scratch.line = a;
    }
}
