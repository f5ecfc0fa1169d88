// Grundy values of runs, from the octal engine's nim-sequence of 0.77…7.
#include "games/row/run_grundy.hpp"

#include <stdexcept>

#include "octal/octal_code.hpp"

namespace marienbad {
namespace {

OctalCode checked_code(int max_take, int max_length) {
    if (max_take < 1 || max_length < 0) {
        throw std::invalid_argument("RunGrundyValues: max-take or length out of range");
    }
    return consecutive_takes_code(max_take);
}

}  // namespace

RunGrundyValues::RunGrundyValues(int max_take, int max_length)
    : max_take_(max_take), sequence_(checked_code(max_take, max_length)) {
    extend_to(max_length);
}

void RunGrundyValues::extend_to(int length) {
    sequence_.extend_to(length + 1);
}

}  // namespace marienbad
