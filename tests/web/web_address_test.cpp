// The page's address as the engine reads it (web/web_address.hpp): ?seed= kept to the last digit
// of 2^64 - 1, anything else passed over with a sentence; ?pace= from 0 to its bound; and a game
// id after '#' opened by the page's engine, a bad one said on the page.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "web/web_address.hpp"
#include "web/web_page.hpp"

namespace marienbad {
namespace {

TEST(WebAddress, TheSeedIsKeptExactly) {
    EXPECT_EQ(read_address("18446744073709551615", "").seed, 18446744073709551615ULL);
    EXPECT_EQ(read_address("12345678901234567890", "").seed, 12345678901234567890ULL);
    EXPECT_EQ(read_address("0", "").seed, 0U);
    EXPECT_EQ(read_address("", "").seed, std::nullopt);
    EXPECT_EQ(read_address("", "").problems, "");
}

TEST(WebAddress, AnythingElseIsPassedOverAndSaid) {
    for (const char* seed : {"18446744073709551616", "1e23", "-1", "12.5", "seven"}) {
        const AddressValues values = read_address(seed, "");
        EXPECT_EQ(values.seed, std::nullopt) << seed;
        EXPECT_TRUE(values.problems.starts_with("The address asks what cannot be: seed: "))
            << values.problems;
        EXPECT_NE(values.problems.find(seed), std::string::npos) << values.problems;
    }
}

TEST(WebAddress, ThePaceIsBounded) {
    EXPECT_EQ(read_address("", "0").pace, std::chrono::milliseconds(0));
    EXPECT_EQ(read_address("", std::to_string(k_web_max_pace_ms)).pace,
              std::chrono::milliseconds(k_web_max_pace_ms));
    for (const std::string& pace :
         {std::to_string(k_web_max_pace_ms + 1), std::string("99999999999"), std::string("-5"),
          std::string("fast")}) {
        const AddressValues values = read_address("", pace);
        EXPECT_EQ(values.pace, std::nullopt) << pace;
        EXPECT_TRUE(values.problems.starts_with("The address asks what cannot be: pace: "))
            << values.problems;
    }
    EXPECT_NE(read_address("x", "y").problems.find(" The address asks"), std::string::npos)
        << "both said";
}

nlohmann::json address_state(const WebPage& page) {
    return nlohmann::json::parse(page.state());
}

TEST(WebAddress, AnIdOpensItsPositionAndABadOneIsSaid) {
    WebStart start;
    start.locale_directory = MARIENBAD_LOCALE_DIRECTORY;
    start.seed = 4;
    WebPage page(std::move(start));
    page.start();
    page.open_id("row:1101110:take=2");
    nlohmann::json state = address_state(page);
    ASSERT_EQ(state["screen"], "game");
    EXPECT_EQ(state["game"]["id"], "row:1101110:take=2");
    EXPECT_EQ(state["transfer"]["id_line"], "Game id: row:1101110:take=2");

    // A bad id: said on the page, and what was on the screen stays (the form, on a first visit).
    const std::string screen = state["screen"];
    page.open_id("row:1201");
    state = address_state(page);
    EXPECT_EQ(state["screen"], screen);
    EXPECT_EQ(state["game"]["id"], "row:1101110:take=2");
    EXPECT_TRUE(
        state["start_problem"].get<std::string>().starts_with("'row:1201' is not a game id: "))
        << state["start_problem"];
}

}  // namespace
}  // namespace marienbad
