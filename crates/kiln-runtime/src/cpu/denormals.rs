//! Denormal floats are flushed to zero while compiled code runs, as XLA:CPU does (it sets the
//! same MXCSR bits), so results match XLA and the interpreter, which models it: FTZ makes
//! denormal results zero, DAZ reads denormal inputs as zero. Bit moves (negate, abs, copies)
//! are unaffected, as in XLA.

use std::cell::Cell;

#[cfg(target_arch = "x86_64")]
const FTZ_DAZ: u32 = (1 << 15) | (1 << 6);

thread_local! {
    /// Whether a [`FlushDenormals`] guard of this thread set FTZ and DAZ and still holds them.
    /// Reading MXCSR (`stmxcsr`) costs tens of cycles in this position, so nested guards ask
    /// this flag instead.
    static FLUSHING: Cell<bool> = const { Cell::new(false) };
}

/// Sets FTZ and DAZ on this thread for its lifetime; restores the previous mode on drop.
///
/// Reading and writing MXCSR cost tens of cycles each, so a guard taken inside another (a
/// program run holds one for all of its thunks, a while loop one for all of its iterations)
/// touches nothing: a loop of small kernels pays for the mode once, not per kernel.
pub struct FlushDenormals {
    /// The mode to restore, when this guard set it.
    #[cfg(target_arch = "x86_64")]
    saved: Option<u32>,
}

impl FlushDenormals {
    #[cfg(target_arch = "x86_64")]
    pub fn enable() -> FlushDenormals {
        if FLUSHING.get() {
            return FlushDenormals { saved: None };
        }
        let saved = read_mxcsr();
        write_mxcsr(saved | FTZ_DAZ);
        FLUSHING.set(true);
        FlushDenormals { saved: Some(saved) }
    }

    #[cfg(not(target_arch = "x86_64"))]
    pub fn enable() -> FlushDenormals {
        FlushDenormals {}
    }
}

impl Drop for FlushDenormals {
    fn drop(&mut self) {
        #[cfg(target_arch = "x86_64")]
        if let Some(saved) = self.saved {
            write_mxcsr(saved);
            FLUSHING.set(false);
        }
    }
}

/// Clears the FTZ and DAZ a [`FlushDenormals`] guard of this thread holds, for its lifetime
/// (host code that must see denormals, such as the interpreter run inside a program, which
/// models flushing itself); restores them on drop.
pub struct KeepDenormals {
    #[cfg(target_arch = "x86_64")]
    saved: Option<u32>,
}

impl KeepDenormals {
    #[cfg(target_arch = "x86_64")]
    pub fn enable() -> KeepDenormals {
        if !FLUSHING.get() {
            return KeepDenormals { saved: None };
        }
        let saved = read_mxcsr();
        write_mxcsr(saved & !FTZ_DAZ);
        FLUSHING.set(false);
        KeepDenormals { saved: Some(saved) }
    }

    #[cfg(not(target_arch = "x86_64"))]
    pub fn enable() -> KeepDenormals {
        KeepDenormals {}
    }
}

impl Drop for KeepDenormals {
    fn drop(&mut self) {
        #[cfg(target_arch = "x86_64")]
        if let Some(saved) = self.saved {
            write_mxcsr(saved);
            FLUSHING.set(true);
        }
    }
}

#[cfg(target_arch = "x86_64")]
fn read_mxcsr() -> u32 {
    let mut csr: u32 = 0;
    // SAFETY: stmxcsr stores the 32-bit control/status register into `csr`.
    unsafe {
        std::arch::asm!("stmxcsr [{}]", in(reg) &mut csr as *mut u32, options(nostack, preserves_flags));
    }
    csr
}

#[cfg(target_arch = "x86_64")]
fn write_mxcsr(csr: u32) {
    // SAFETY: ldmxcsr loads a valid MXCSR value (read from the register, plus FTZ/DAZ bits).
    unsafe {
        std::arch::asm!("ldmxcsr [{}]", in(reg) &csr as *const u32, options(nostack, preserves_flags, readonly));
    }
}

#[cfg(all(test, target_arch = "x86_64"))]
mod tests {
    use super::*;

    fn flushing() -> bool {
        read_mxcsr() & FTZ_DAZ == FTZ_DAZ
    }

    /// Nested guards keep the outer mode; an interpreter's guard inside clears it and gives it
    /// back; the outermost guard restores what the thread had.
    #[test]
    fn nested_guards_restore_the_mode() {
        let before = read_mxcsr();
        assert!(!flushing(), "tests start without FTZ/DAZ");
        {
            let _outer = FlushDenormals::enable();
            assert!(flushing());
            {
                let _inner = FlushDenormals::enable();
                assert!(flushing());
                {
                    let _ieee = KeepDenormals::enable();
                    assert!(!flushing());
                    // A denormal survives arithmetic while the interpreter's guard holds.
                    let tiny = std::hint::black_box(f32::from_bits(1));
                    assert_eq!((tiny * std::hint::black_box(1.0f32)).to_bits(), 1);
                    let _again = FlushDenormals::enable();
                    assert!(flushing());
                }
                assert!(flushing());
                let tiny = std::hint::black_box(f32::from_bits(1));
                assert_eq!(tiny * std::hint::black_box(1.0f32), 0.0);
            }
            assert!(flushing(), "an inner guard must not clear the outer mode");
        }
        assert_eq!(read_mxcsr(), before);
        // Outside any guard the interpreter's guard changes nothing.
        let _ieee = KeepDenormals::enable();
        assert_eq!(read_mxcsr(), before);
    }
}
