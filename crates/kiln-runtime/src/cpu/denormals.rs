//! Denormal floats are flushed to zero while compiled code runs, as XLA:CPU does (it sets the
//! same MXCSR bits), so results match XLA and the interpreter, which models it: FTZ makes
//! denormal results zero, DAZ reads denormal inputs as zero. Bit moves (negate, abs, copies)
//! are unaffected, as in XLA.

/// Sets FTZ and DAZ on this thread for its lifetime; restores the previous mode on drop.
pub struct FlushDenormals {
    #[cfg(target_arch = "x86_64")]
    saved: u32,
}

#[cfg(target_arch = "x86_64")]
const FTZ_DAZ: u32 = (1 << 15) | (1 << 6);

impl FlushDenormals {
    #[cfg(target_arch = "x86_64")]
    pub fn enable() -> FlushDenormals {
        let saved = read_mxcsr();
        write_mxcsr(saved | FTZ_DAZ);
        FlushDenormals { saved }
    }

    #[cfg(not(target_arch = "x86_64"))]
    pub fn enable() -> FlushDenormals {
        FlushDenormals {}
    }
}

impl Drop for FlushDenormals {
    fn drop(&mut self) {
        #[cfg(target_arch = "x86_64")]
        write_mxcsr(self.saved);
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
