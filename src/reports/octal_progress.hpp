// Where an octal computation was, in words, from the progress it reports (octal/octal_stages.hpp):
// for the progress line of `solve octal` and its message when a limit stops it.
#pragma once

#include <string>

#include "core/compute_limit.hpp"

namespace marienbad {

// "the Grundy value of heap 46224 of 1048575", "1520000 sums searched of 2000000 at most"...
std::string octal_progress_words(const ComputeProgress& progress);

}  // namespace marienbad
