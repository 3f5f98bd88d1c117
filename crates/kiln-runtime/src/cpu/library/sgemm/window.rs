//! Tiles of C outside a [`ColumnWindow`] (`library::column_window`), which the GEMM skips.

use super::super::column_window::ColumnWindow;

/// A window seen from a block of C whose first element is at `(row, col)` of the whole.
#[derive(Clone, Copy, Debug)]
pub(super) struct Skip<'w> {
    window: &'w ColumnWindow,
    row: i64,
    col: i64,
}

impl<'w> Skip<'w> {
    pub(super) fn new(window: &'w ColumnWindow) -> Skip<'w> {
        Skip {
            window,
            row: 0,
            col: 0,
        }
    }

    /// The same window seen from the block at `(i, j)` of this one.
    pub(super) fn at(self, i: usize, j: usize) -> Skip<'w> {
        Skip {
            row: self.row + i as i64,
            col: self.col + j as i64,
            ..self
        }
    }

    /// Whether no row of `rows` reads any column of `cols` (block coordinates).
    pub(super) fn unread(self, rows: (usize, usize), cols: (usize, usize)) -> bool {
        if rows.0 >= rows.1 || cols.0 >= cols.1 {
            return true;
        }
        let (lo, hi) = self
            .window
            .span(self.row + rows.0 as i64, self.row + rows.1 as i64);
        self.col + cols.1 as i64 <= lo || self.col + cols.0 as i64 >= hi
    }
}

/// Whether `skip` (if any) leaves the block of `rows × cols` unread.
pub(super) fn unread(skip: Option<Skip>, rows: (usize, usize), cols: (usize, usize)) -> bool {
    skip.is_some_and(|s| s.unread(rows, cols))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn causal() -> ColumnWindow {
        // j <= i, i.e. j < i + 1.
        ColumnWindow {
            from: vec![],
            below: vec![(1, 1)],
        }
    }

    #[test]
    fn causal_tiles_above_the_diagonal_are_unread() {
        let w = causal();
        let s = Skip::new(&w);
        assert!(!s.unread((0, 12), (0, 32)));
        assert!(s.unread((0, 12), (32, 64)));
        assert!(!s.unread((24, 36), (32, 64)), "row 35 reads column 32");
        assert!(s.unread((24, 36), (36, 64)));
        // Seen from a block further down and right.
        let b = s.at(96, 64);
        assert!(!b.unread((0, 12), (0, 32)));
        assert!(
            b.unread((0, 12), (44, 76)),
            "rows 96..108 read up to column 107"
        );
        assert!(!b.unread((0, 12), (43, 76)));
    }

    #[test]
    fn bands_and_decreasing_lines_bound_from_both_sides() {
        // i - 8 <= j <= i (a sliding window of 9), and an anti-diagonal j < 100 - i.
        let w = ColumnWindow {
            from: vec![(1, -8)],
            below: vec![(1, 1), (-1, 100)],
        };
        let s = Skip::new(&w);
        assert!(
            s.unread((40, 50), (0, 32)),
            "rows 40..50 start at column 32"
        );
        assert!(!s.unread((40, 50), (0, 33)));
        assert!(s.unread((60, 70), (40, 64)), "row 60 reads up to column 39");
        assert!(!s.unread((60, 70), (39, 64)));
        assert!(unread(Some(s), (5, 5), (0, 10)), "no rows");
        assert!(!unread(None, (0, 1), (0, 1)));
    }
}
