import { type MetricType, record, state } from "./state";

class Metric {
  constructor(
    readonly name: string,
    type: MetricType,
  ) {
    state.types.set(name, type);
  }
  add(value: number | boolean, tags: Record<string, string> = {}) {
    record(this.name, Number(value), tags);
  }
}

export class Trend extends Metric {
  constructor(name: string, _isTime = false) {
    super(name, "trend");
  }
}
export class Counter extends Metric {
  constructor(name: string) {
    super(name, "counter");
  }
}
export class Rate extends Metric {
  constructor(name: string) {
    super(name, "rate");
  }
}
export class Gauge extends Metric {
  constructor(name: string) {
    super(name, "gauge");
  }
}
