//! The compilation-cache flags of `kiln run`, `check` and `bench`, and the backend they build.
//!
//! The CLI keeps compiled executables on disk by default (`$KILN_CACHE_DIR`, else
//! `$XDG_CACHE_HOME/kiln`, else `~/.cache/kiln`; see `kiln cache`), so running a module a
//! second time skips compilation. `--no-cache` compiles every time; `--verbose` (or
//! `RUST_LOG=kiln`) says for every compile whether the cache hit and, if not, why.

use clap::Args;
use kiln_cache::CacheOptions;
use kiln_runtime::cpu::{CompileOptions, CpuBackend, CpuCache};
use kiln_runtime::Backend;
use std::sync::Arc;

#[derive(Args, Clone, Debug, Default)]
pub struct CacheFlags {
    /// Compile every time: no compilation cache, in memory or on disk.
    #[arg(long)]
    pub no_cache: bool,
    /// Print one line per compile saying whether the cache hit and, if not, why (stderr);
    /// RUST_LOG=kiln does the same.
    #[arg(long)]
    pub verbose: bool,
}

impl CacheFlags {
    /// The cache the CLI uses: in memory and on disk; `None` with `--no-cache`.
    pub fn cache_options(&self) -> Option<CacheOptions> {
        if self.no_cache {
            return None;
        }
        // The defaults read RUST_LOG.
        let mut options = CacheOptions::with_disk();
        options.verbose |= self.verbose;
        Some(options)
    }

    /// The backend `name`, with `threads` threads where it takes a thread count, and the cache
    /// where it compiles.
    pub fn backend(&self, name: &str, threads: usize) -> Result<Box<dyn Backend>, String> {
        if name != "cpu" {
            return kiln_runtime::backend_by_name(name).map_err(|e| e.message);
        }
        let options = CompileOptions {
            threads: threads.max(1),
            ..Default::default()
        };
        let cache = self
            .cache_options()
            .map(|options| Arc::new(CpuCache::new(&options)));
        Ok(Box::new(CpuBackend::new(options, cache)))
    }
}
