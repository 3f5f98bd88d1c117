//! The part of a product that its reader uses: a causal mask's `select(mask, s, -inf)` over
//! `s = Q · Kᵀ` reads no score above the diagonal, so GEMM tiles wholly above it need not be
//! computed (attention_causal: about half of `Q · Kᵀ`). The output fusion finds the window
//! (`output_fusion::epilogue::column_window`), the GEMM call carries it, and Kiln's GEMM
//! skips the tiles outside it (`sgemm`).

/// The columns of C read in each row: row `i` reads at most the columns `j` with
/// `a·i + b <= j` for every `(a, b)` in `from` and `j < a·i + b` for every `(a, b)` in
/// `below` (no line: that side is the edge of C). The other elements of C may be left
/// unwritten. Rows and columns count from C's first element.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ColumnWindow {
    pub from: Vec<(i64, i64)>,
    pub below: Vec<(i64, i64)>,
}

impl ColumnWindow {
    /// Whether the window leaves every element of C read.
    pub fn is_everything(&self) -> bool {
        self.from.is_empty() && self.below.is_empty()
    }

    /// A column range holding every column that some row of `r0..r1` (not empty) reads:
    /// each line's extreme over the rows (lines are monotone, so at an end row), the
    /// tightest of them.
    pub(crate) fn span(&self, r0: i64, r1: i64) -> (i64, i64) {
        let at = |(a, b): (i64, i64), i: i64| a.saturating_mul(i).saturating_add(b);
        let last = r1 - 1;
        let lo = self.from.iter().map(|&l| at(l, r0).min(at(l, last))).max();
        let hi = self.below.iter().map(|&l| at(l, r0).max(at(l, last))).min();
        (lo.unwrap_or(i64::MIN), hi.unwrap_or(i64::MAX))
    }
}
