{{/* Chart name, overridable. */}}
{{- define "remote-hands.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Release-qualified name; the release name alone when it already contains the chart name. */}}
{{- define "remote-hands.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "remote-hands.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Name of one service's objects. Usage: include "remote-hands.componentName" (dict "root" $ "name" "identity") */}}
{{- define "remote-hands.componentName" -}}
{{- printf "%s-%s" (include "remote-hands.fullname" .root) .name | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Labels every object carries. Usage: include "remote-hands.labels" (dict "root" $ "name" "identity") */}}
{{- define "remote-hands.labels" -}}
helm.sh/chart: {{ include "remote-hands.chart" .root }}
{{ include "remote-hands.selectorLabels" . }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/part-of: remote-hands
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
{{- end }}

{{/* Labels a selector matches on; one set per service. */}}
{{- define "remote-hands.selectorLabels" -}}
app.kubernetes.io/name: {{ include "remote-hands.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end }}

{{/* One entry of .Values.services over .Values.serviceDefaults: an entry's key replaces the default's whole
     (a shallow merge, so `false` in an entry wins, which sprig's deep merges do not guarantee).
     Usage: include "remote-hands.serviceValues" (dict "root" $ "name" "identity") | fromYaml */}}
{{- define "remote-hands.serviceValues" -}}
{{- $svc := deepCopy .root.Values.serviceDefaults }}
{{- range $key, $value := index .root.Values.services .name }}
{{- $_ := set $svc $key $value }}
{{- end }}
{{- toYaml $svc }}
{{- end }}

{{- define "remote-hands.image" -}}
{{- $tag := default .root.Chart.AppVersion .root.Values.image.tag }}
{{- printf "%s/%s:%s" .root.Values.image.registry .name $tag }}
{{- end }}

{{/* In-cluster URL of a service. Usage: include "remote-hands.serviceUrl" (dict "root" $ "name" "identity") */}}
{{- define "remote-hands.serviceUrl" -}}
{{- $entry := index .root.Values.services .name }}
{{- printf "http://%s:%v" (include "remote-hands.componentName" .) $entry.port }}
{{- end }}

{{- define "remote-hands.publicUrl" -}}
{{- printf "%s://%s" (ternary "https" "http" .Values.ingress.tls.enabled) .Values.ingress.host }}
{{- end }}

{{- define "remote-hands.keycloakUrl" -}}
{{- default (include "remote-hands.publicUrl" .) .Values.auth.keycloakUrl }}
{{- end }}

{{/* The Secret holding URLs with credentials; a fixed name so the Keycloak subchart's values can refer to it. */}}
{{- define "remote-hands.secretName" -}}
{{- default (printf "%s-remote-hands-env" .Release.Name) .Values.secrets.existingSecret }}
{{- end }}

{{/* Secret key of one service's database URL: DATABASE_URL_SERVICE_REQUEST for service-request. */}}
{{- define "remote-hands.databaseUrlKey" -}}
{{- printf "DATABASE_URL_%s" (. | replace "-" "_" | upper) }}
{{- end }}

{{- define "remote-hands.databaseUrl" -}}
{{- if .Values.postgresql.enabled }}
{{- $auth := .Values.postgresql.auth }}
{{- $password := required "postgresql.auth.password is required when postgresql.enabled" $auth.password }}
{{- printf "postgres://%s:%s@%s-postgresql:5432/%s" $auth.username (urlquery $password | replace "+" "%20") .Release.Name $auth.database }}
{{- else }}
{{- required "database.url is required" .Values.database.url }}
{{- end }}
{{- end }}

{{- define "remote-hands.amqpUrl" -}}
{{- if .Values.rabbitmq.enabled }}
{{- $auth := .Values.rabbitmq.auth }}
{{- $password := required "rabbitmq.auth.password is required when rabbitmq.enabled" $auth.password }}
{{- printf "amqp://%s:%s@%s-rabbitmq:5672" $auth.username (urlquery $password | replace "+" "%20") .Release.Name }}
{{- else }}
{{- required "broker.url is required" .Values.broker.url }}
{{- end }}
{{- end }}

{{/* The container environment of one service, shared by its Deployment and its migration Job. */}}
{{- define "remote-hands.env" -}}
{{- $root := .root }}
{{- $svc := .svc }}
{{- $secret := include "remote-hands.secretName" $root -}}
- name: PORT
  value: {{ $svc.port | quote }}
- name: LOG_LEVEL
  value: {{ $root.Values.logLevel | quote }}
- name: KEYCLOAK_URL
  value: {{ include "remote-hands.keycloakUrl" $root | quote }}
- name: KEYCLOAK_REALM
  value: {{ $root.Values.auth.realm | quote }}
- name: AUTH_AUDIENCE
  value: {{ $root.Values.auth.audience | quote }}
{{- if $svc.database }}
- name: DATABASE_URL
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ include "remote-hands.databaseUrlKey" .name }}
{{- end }}
{{- if $svc.broker }}
- name: AMQP_URL
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: AMQP_URL
{{- end }}
{{- if $svc.keycloakAdmin }}
- name: IDENTITY_ADMIN_CLIENT_SECRET
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: IDENTITY_ADMIN_CLIENT_SECRET
{{- end }}
{{- if $svc.smtp }}
- name: SMTP_URL
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: SMTP_URL
{{- end }}
{{- if $svc.internalApi }}
- name: INTERNAL_API_TOKEN
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: INTERNAL_API_TOKEN
{{- end }}
{{- if $svc.captcha }}
- name: CAPTCHA_HMAC_KEY
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: CAPTCHA_HMAC_KEY
{{- end }}
{{- range $key, $value := $svc.env }}
- name: {{ $key }}
  value: {{ tpl (toString $value) $root | quote }}
{{- end }}
{{- end }}
