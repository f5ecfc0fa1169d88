// UsageError: a bad option or value on the command line, or a damaged record. The program prints
// its message on one line and exits with code 2.
#pragma once

#include <stdexcept>
#include <string>

namespace marienbad {

class UsageError : public std::runtime_error {
  public:
    explicit UsageError(const std::string& message) : std::runtime_error(message) {}
};

}  // namespace marienbad
