"""`springlab serve` and a headless Chromium driving its page, for scripts/browser-test and bench/serve.py.

The server is started on a free port (`--port 0`) in a session of its own and
stopped with Ctrl-C's signal; the browser is Debian's chromium through its
chromedriver (packages chromium, chromium-driver, python3-selenium).
"""
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


class Server:
    """`springlab serve --port 0`: its address, read from its first line."""

    def __init__(self, binary: Path):
        self.process = subprocess.Popen([str(binary), "serve", "--port", "0"], stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True, start_new_session=True)
        line = self.process.stdout.readline()
        prefix = "springlab serve: "
        if not line.startswith(prefix):
            self.process.kill()
            raise RuntimeError(f"springlab serve printed {line!r}: {self.process.stderr.read()}")
        self.url = line[len(prefix):].strip()

    def stop(self, seconds: float = 10) -> int:
        """Sends SIGINT (Ctrl-C) and returns the exit status (killed after `seconds`: -9)."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        try:
            return self.process.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
            return -9


def chromium(width: int = 1400, height: int = 1100) -> webdriver.Chrome:
    """Headless Chromium with its console log kept."""
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--disable-extensions", "--no-first-run"):
        options.add_argument(argument)
    browser = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if browser:
        options.binary_location = browser
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver_path = shutil.which("chromedriver") or "/usr/lib/chromium/chromedriver"
    return webdriver.Chrome(options=options, service=Service(executable_path=driver_path))


def wait_for(driver, script: str, seconds: float = 10, *arguments):
    """Polls `return <script>` in the page until it is truthy; returns its value (None on time-out)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = driver.execute_script(f"return {script};", *arguments)
        if value:
            return value
        time.sleep(0.02)
    return None
